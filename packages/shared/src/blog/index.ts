export * from './blog.texts';
export * from './blog.schemas';
