import { useEffect, useId, useRef } from 'react';
import { PersonStanding } from 'lucide-react';
import { useAccessibilityStore } from '../accessibility-store';
import { useAccessibilityShortcut } from '../hooks/use-accessibility-shortcut';
import { AccessibilityPanel } from './accessibility-panel';
import { ReadingGuide } from './reading-guide';

/** Floating button + panel + reading guide; mounted once by the root layout. */
export function AccessibilityWidget() {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const panelOpen = useAccessibilityStore((s) => s.panelOpen);
  const showReadingGuide = useAccessibilityStore((s) => s.preferences.showReadingGuide);
  const { togglePanel, setPanelOpen } = useAccessibilityStore.getState();

  useAccessibilityShortcut();

  // When the panel closes with focus inside it (Escape, shortcut, close button), the focused element
  // disappears; send focus back to the button instead of leaving it on <body>.
  useEffect(() => {
    if (wasOpen.current && !panelOpen && (document.activeElement === document.body || !document.activeElement)) {
      triggerRef.current?.focus();
    }
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Accessibility options"
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? panelId : undefined}
        onClick={togglePanel}
        className="fixed bottom-3 left-3 z-50 inline-flex size-10 items-center sm:bottom-4 sm:left-4 sm:size-12 justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
      >
        <PersonStanding className="size-5 sm:size-6" aria-hidden />
      </button>
      {panelOpen && <AccessibilityPanel id={panelId} onClose={() => setPanelOpen(false)} />}
      {showReadingGuide && <ReadingGuide />}
    </>
  );
}
