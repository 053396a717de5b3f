import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { RotateCcw, X } from 'lucide-react';
import { useAccessibilityStore } from '../accessibility-store';
import { ACCESSIBILITY_PANEL_ID, ACCESSIBILITY_SHORTCUT_LABEL } from '../accessibility-ids';
import { usePanelPlacement } from '../hooks/use-panel-placement';
import { ContrastOptions } from './contrast-options';
import { TextSizeControl } from './text-size-control';
import { ToggleSwitch } from './toggle-switch';

interface AccessibilityPanelProps {
  onClose(): void;
}

/**
 * Non-modal: the page stays usable so the effect of each setting can be seen while choosing. Opens
 * under the header trigger and never taller than the viewport: at 150 % text it scrolls inside.
 */
export function AccessibilityPanel({ onClose }: AccessibilityPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const placement = usePanelPlacement();
  const preferences = useAccessibilityStore((s) => s.preferences);
  const { changeTextSize, setContrast, setReduceMotion, setReadingGuide, resetAll } = useAccessibilityStore.getState();

  // Move focus in on open so keyboard users land on the controls they asked for. Before paint, in the
  // commit that shows the panel: a passive effect can run a frame later, after a key meant for the panel.
  useLayoutEffect(() => {
    panelRef.current?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      ref={panelRef}
      id={ACCESSIBILITY_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={placement}
      className="fixed z-50 w-80 space-y-5 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl focus:outline-none"
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-lg font-semibold">
          Accessibility
        </h2>
        <button
          type="button"
          aria-label="Close accessibility options"
          onClick={onClose}
          className="rounded p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <TextSizeControl multiplier={preferences.textSizeMultiplier} onStep={changeTextSize} />
      <ContrastOptions value={preferences.currentContrast} onChange={setContrast} />
      <div className="space-y-1">
        <ToggleSwitch label="Reduce motion" checked={preferences.reduceMotion} onChange={setReduceMotion} />
        <ToggleSwitch label="Reading guide" checked={preferences.showReadingGuide} onChange={setReadingGuide} />
      </div>
      <button
        type="button"
        onClick={resetAll}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <RotateCcw className="size-4" aria-hidden />
        Reset all
      </button>
      <p className="text-xs text-slate-700">Shortcut: {ACCESSIBILITY_SHORTCUT_LABEL} opens and closes this panel.</p>
    </section>
  );
}
