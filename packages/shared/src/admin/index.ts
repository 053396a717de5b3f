export * from './admin.texts';
export * from './admin.schemas';
