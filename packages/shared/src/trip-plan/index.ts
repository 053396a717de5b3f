export * from './trip-plan-card.texts';
export * from './trip-plan.texts';
export * from './trip-plan.constants';
export * from './trip-plan.mapping';
export * from './trip-plan.schemas';
