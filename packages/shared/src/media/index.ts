export * from './responsive-image';
export * from './responsive-image.schema';
