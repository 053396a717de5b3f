import type { MouseEvent } from 'react';
import { PersonStanding } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useAccessibilityStore } from '../accessibility-store';
import { ACCESSIBILITY_PANEL_ID, ACCESSIBILITY_SHORTCUT_KEYS, ACCESSIBILITY_SHORTCUT_LABEL, ACCESSIBILITY_TRIGGER_ID } from '../accessibility-ids';
import { disclosureButtonOf, rememberOpener } from '../focus-return';
import { loadAccessibilityPanel } from './lazy-accessibility-panel';

interface AccessibilityTriggerProps {
  /**
   * 'bar': in the desktop header beside the account links (hidden below md, where the bar has no room
   * at large text sizes). 'menu': a row of the mobile menu, which closes as the panel opens.
   */
  placement: 'bar' | 'menu';
  /** For 'menu': closes the menu. */
  onActivate?: () => void;
}

const barClass =
  'hidden items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:inline-flex';
const menuClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The way into the accessibility panel. It lives in the site header and the mobile menu instead of
 * floating over the page, so it never covers a card title or a table cell.
 */
export function AccessibilityTrigger({ placement, onActivate }: AccessibilityTriggerProps) {
  const panelOpen = useAccessibilityStore((s) => s.panelOpen);
  const setPanelOpen = useAccessibilityStore((s) => s.setPanelOpen);
  // Fetch the panel's chunk as soon as a pointer or focus comes near, so the click opens it at once.
  const preload = () => void loadAccessibilityPanel();

  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (placement === 'bar') {
      if (!panelOpen) rememberOpener(e.currentTarget);
      setPanelOpen(!panelOpen);
      return;
    }
    // The menu row disappears with the menu: focus comes back to the menu's button instead.
    rememberOpener(disclosureButtonOf(e.currentTarget));
    onActivate?.();
    setPanelOpen(true);
  };

  return (
    <button
      id={placement === 'bar' ? ACCESSIBILITY_TRIGGER_ID : undefined}
      type="button"
      aria-label="Accessibility options"
      aria-haspopup="dialog"
      aria-expanded={panelOpen}
      aria-controls={panelOpen ? ACCESSIBILITY_PANEL_ID : undefined}
      aria-keyshortcuts={ACCESSIBILITY_SHORTCUT_KEYS}
      title={`Accessibility options (${ACCESSIBILITY_SHORTCUT_LABEL})`}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      className={cn(placement === 'bar' ? barClass : menuClass, panelOpen && 'bg-slate-100')}
    >
      <PersonStanding className="size-4" aria-hidden />
      {/* In the bar the icon alone, named by aria-label and the tooltip: with the currency picker the words
          would wrap a guest's bar into two rows at 1280 px (docs/decisions/0039). */}
      {placement === 'menu' && 'Accessibility'}
    </button>
  );
}
