export * from './story.constants';
export * from './story.texts';
export * from './story.input.texts';
export * from './story.schemas';
export * from './story-input.schemas';
