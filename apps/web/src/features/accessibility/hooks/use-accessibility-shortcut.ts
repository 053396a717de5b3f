import { useEffect } from 'react';
import { useAccessibilityStore } from '../accessibility-store';

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
      togglePanel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [togglePanel]);
}
