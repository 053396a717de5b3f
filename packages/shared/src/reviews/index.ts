export * from './review.texts';
export * from './review.schemas';
export * from './review-moderation.schemas';
