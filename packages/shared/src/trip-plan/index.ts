export * from './trip-plan.texts';
export * from './trip-plan.mapping';
export * from './trip-plan.schemas';
