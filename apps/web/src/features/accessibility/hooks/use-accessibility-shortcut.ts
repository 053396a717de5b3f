import { useEffect } from 'react';
import { useAccessibilityStore } from '../accessibility-store';
import { rememberOpener } from '../focus-return';

/** Ctrl+Alt+A from anywhere opens or closes the panel (spec 1 section 2). */
export const isAccessibilityShortcut = (e: KeyboardEvent) =>
  // `code` also matches layouts where Alt+A types another character (macOS gives "å").
  e.ctrlKey && e.altKey && !e.metaKey && (e.code === 'KeyA' || e.key.toLowerCase() === 'a');

export function useAccessibilityShortcut() {
  const togglePanel = useAccessibilityStore((s) => s.togglePanel);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isAccessibilityShortcut(e)) return;
      e.preventDefault();
      // Opened from wherever focus is: that is where closing it again returns to.
      if (!useAccessibilityStore.getState().panelOpen) rememberOpener();
      togglePanel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [togglePanel]);
}
