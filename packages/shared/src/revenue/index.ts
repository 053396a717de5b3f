export * from './revenue.texts';
export * from './revenue.schemas';
