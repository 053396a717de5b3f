import { create } from 'zustand';
import { DEFAULT_ACCESSIBILITY_PREFERENCES, type AccessibilityPreferences, type ContrastMode } from '@mt/shared';
import { stepTextSize } from './accessibility-preferences';
import { loadPreferences, savePreferences } from './accessibility-storage';
import { applyPreferences } from './apply-preferences';
import { setBrowserRenderHint } from '@/lib/browser-render-hint';

interface AccessibilityState {
  preferences: AccessibilityPreferences;
  panelOpen: boolean;
  changeTextSize(direction: 1 | -1): void;
  setContrast(mode: ContrastMode): void;
  setReduceMotion(on: boolean): void;
  setReadingGuide(on: boolean): void;
  resetAll(): void;
  setPanelOpen(open: boolean): void;
  togglePanel(): void;
}

export const useAccessibilityStore = create<AccessibilityState>()((set) => {
  const update = (patch: Partial<AccessibilityPreferences>) => set((s) => ({ preferences: { ...s.preferences, ...patch } }));
  return {
    preferences: loadPreferences(),
    panelOpen: false,
    changeTextSize: (direction) =>
      set((s) => ({ preferences: { ...s.preferences, textSizeMultiplier: stepTextSize(s.preferences.textSizeMultiplier, direction) } })),
    setContrast: (currentContrast) => update({ currentContrast }),
    setReduceMotion: (reduceMotion) => update({ reduceMotion }),
    setReadingGuide: (showReadingGuide) => update({ showReadingGuide }),
    resetAll: () => set({ preferences: { ...DEFAULT_ACCESSIBILITY_PREFERENCES } }),
    setPanelOpen: (panelOpen) => set({ panelOpen }),
    togglePanel: () => set((s) => ({ panelOpen: !s.panelOpen })),
  };
});

// Applied as soon as this module loads (the router imports the layouts eagerly), not when the widget
// mounts: the route guard may show its spinner first, and that spinner should be readable too.
if (typeof document !== 'undefined') applyPreferences(document.documentElement, useAccessibilityStore.getState().preferences);
// The server paints pages with the default preferences: with others, the browser paints them.
const hintPreferences = (p: AccessibilityPreferences) =>
  setBrowserRenderHint('accessibility', (Object.keys(p) as (keyof AccessibilityPreferences)[]).some((k) => p[k] !== DEFAULT_ACCESSIBILITY_PREFERENCES[k]));
hintPreferences(useAccessibilityStore.getState().preferences);

// Apply and save on every change of the preferences (not of the panel's open state), whoever made it.
useAccessibilityStore.subscribe((state, prev) => {
  if (state.preferences === prev.preferences) return;
  if (typeof document !== 'undefined') applyPreferences(document.documentElement, state.preferences);
  savePreferences(state.preferences);
  hintPreferences(state.preferences);
});
