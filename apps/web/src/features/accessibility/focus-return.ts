import { ACCESSIBILITY_TRIGGER_ID } from './accessibility-ids';

// The panel is non-modal and can be opened from the header, from the mobile menu or by the shortcut
// anywhere on the page. When it closes with focus inside it, focus goes back where the person was.
let opener: HTMLElement | null = null;

// checkVisibility sees display:none from a breakpoint class (the header trigger on a phone); where it
// is missing (jsdom), being in the document has to do.
const isShown = (el: HTMLElement | null): el is HTMLElement =>
  !!el && el.isConnected && (typeof el.checkVisibility !== 'function' || el.checkVisibility());

/** Called just before the panel opens, with what should get focus back when it closes. */
export function rememberOpener(el: Element | null = document.activeElement) {
  opener = el instanceof HTMLElement && el !== document.body ? el : null;
}

/**
 * The button of the disclosure (e.g. the mobile menu) that holds `el`: that menu closes when the
 * panel opens, so its button is where focus should come back to.
 */
export function disclosureButtonOf(el: Element): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (!node.id) continue;
    const id = node.id;
    const button = [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find((b) => b.getAttribute('aria-controls') === id);
    if (button) return button;
  }
  return null;
}

/** Back to the opener if it is still on screen, else to the header's trigger if that is shown. */
export function restoreFocus() {
  const target = [opener, document.getElementById(ACCESSIBILITY_TRIGGER_ID)].find(isShown);
  opener = null;
  target?.focus();
}
