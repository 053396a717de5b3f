// The feature's public surface for app/ (layouts). Importing it applies the saved preferences to <html>.
export { AccessibilityTrigger } from './components/accessibility-trigger';
export { AccessibilityWidget } from './components/accessibility-widget';
