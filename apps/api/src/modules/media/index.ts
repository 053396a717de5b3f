export * from './media-store';
export * from './image-pipeline';
export * from './read-multipart';
export * from './responsive-variants';
