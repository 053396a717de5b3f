/** The class the accessibility widget puts on <html> while "Reduce motion" is on. */
export const REDUCE_MOTION_CLASS = 'a11y-reduce-motion';

/**
 * Whether the visitor asked for less motion, in their system settings or in our accessibility widget:
 * things that move by themselves (a slideshow's autoplay) then wait to be started.
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  if (document.documentElement.classList.contains(REDUCE_MOTION_CLASS)) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
