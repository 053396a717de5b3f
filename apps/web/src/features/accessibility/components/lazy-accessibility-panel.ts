import { lazy } from 'react';

// The panel is not needed until someone asks for it, and everything here sits in the first chunk of
// every page: only the trigger and the shortcut stay there, the panel comes in its own small chunk.
export const loadAccessibilityPanel = () => import('./accessibility-panel');

export const LazyAccessibilityPanel = lazy(async () => ({ default: (await loadAccessibilityPanel()).AccessibilityPanel }));
