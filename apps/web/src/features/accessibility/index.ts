// The feature's public surface for app/ (layouts). Importing it applies the saved preferences to <html>.
export { AccessibilityWidget } from './components/accessibility-widget';
