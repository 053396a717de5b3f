export * from './admin.texts';
export * from './admin.schemas';
export * from './preferences-tab.texts';
export * from './preference-view';
export * from './reviews-tab.texts';
