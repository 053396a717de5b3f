import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAccessibilityStore } from '../accessibility-store';
import { restoreFocus } from '../focus-return';
import { useAccessibilityShortcut } from '../hooks/use-accessibility-shortcut';
import { LazyAccessibilityPanel } from './lazy-accessibility-panel';

// Only for those who turn it on: not in every page's first load.
const ReadingGuide = lazy(async () => ({ default: (await import('./reading-guide')).ReadingGuide }));

/**
 * The shortcut, the panel and the reading guide; mounted once by the root layout. The buttons that
 * open the panel live in the site header and the mobile menu (AccessibilityTrigger), so nothing
 * floats over the page.
 */
export function AccessibilityWidget() {
  const wasOpen = useRef(false);
  const panelOpen = useAccessibilityStore((s) => s.panelOpen);
  const showReadingGuide = useAccessibilityStore((s) => s.preferences.showReadingGuide);
  const setPanelOpen = useAccessibilityStore((s) => s.setPanelOpen);

  useAccessibilityShortcut();

  // When the panel closes with focus inside it (Escape, shortcut, close button), the focused element
  // disappears; send focus back where it came from instead of leaving it on <body>.
  useEffect(() => {
    if (wasOpen.current && !panelOpen && (document.activeElement === document.body || !document.activeElement)) restoreFocus();
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  return (
    <>
      {panelOpen && (
        <Suspense fallback={null}>
          <LazyAccessibilityPanel onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
      {showReadingGuide && (
        <Suspense fallback={null}>
          <ReadingGuide />
        </Suspense>
      )}
    </>
  );
}
