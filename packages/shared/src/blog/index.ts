export * from './blog.texts';
export * from './blog.schemas';
export * from './blog-admin.texts';
