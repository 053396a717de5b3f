export * from './blog.texts';
export * from './blog.constants';
export * from './blog.schemas';
export * from './blog-admin.texts';
