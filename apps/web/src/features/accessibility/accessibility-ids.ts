// One trigger in the site header and one panel mounted by the root layout: they find each other by
// these ids (aria-controls, focus return, placing the panel under the trigger).
export const ACCESSIBILITY_TRIGGER_ID = 'accessibility-trigger';
export const ACCESSIBILITY_PANEL_ID = 'accessibility-panel';

/** The shortcut as people read it, and as aria-keyshortcuts announces it. */
export const ACCESSIBILITY_SHORTCUT_LABEL = 'Ctrl+Alt+A';
export const ACCESSIBILITY_SHORTCUT_KEYS = 'Control+Alt+A';
