import type { AccessibilityPreferences } from '@mt/shared';
import { REDUCE_MOTION_CLASS } from '@/lib/reduced-motion';

export const CONTRAST_CLASSES = { high: 'a11y-contrast-high', negative: 'a11y-contrast-negative' } as const;
export { REDUCE_MOTION_CLASS };
export const TEXT_SCALE_VARIABLE = '--a11y-text-scale';

/** Puts the preferences on <html>; index.css turns the variable and classes into the visible effect. */
export function applyPreferences(root: HTMLElement, p: AccessibilityPreferences) {
  root.style.setProperty(TEXT_SCALE_VARIABLE, String(p.textSizeMultiplier));
  root.classList.toggle(CONTRAST_CLASSES.high, p.currentContrast === 'high');
  root.classList.toggle(CONTRAST_CLASSES.negative, p.currentContrast === 'negative');
  root.classList.toggle(REDUCE_MOTION_CLASS, p.reduceMotion);
}
