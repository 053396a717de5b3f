export * from './review.texts';
export * from './review.schemas';
