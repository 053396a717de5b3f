export * from './contact.texts';
export * from './contact.schemas';
