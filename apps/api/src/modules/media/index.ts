export * from './media-store';
export * from './image-pipeline';
