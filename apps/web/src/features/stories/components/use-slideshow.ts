import { useCallback, useEffect, useRef, useState } from 'react';
import { SLIDESHOW_AUTOPLAY_MS, SLIDESHOW_TRANSITION_MS } from '@mt/shared';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * Slideshow state of spec 2: buttons stop at the ends, autoplay moves every 5 s and wraps to the first
 * photo, a transition flag lasts 300 ms, and the arrow keys and Escape work only in fullscreen. For a
 * visitor who asked for reduced motion, autoplay waits for the Play button (WCAG 2.2.2).
 */
export function useSlideshow(count: number, initialIndex: number) {
  const [index, setIndex] = useState(initialIndex);
  const [transitioning, setTransitioning] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const transitionTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((next: number) => {
    setIndex(next);
    setTransitioning(true);
    clearTimeout(transitionTimer.current);
    transitionTimer.current = setTimeout(() => setTransitioning(false), SLIDESHOW_TRANSITION_MS);
  }, []);
  useEffect(() => () => clearTimeout(transitionTimer.current), []);

  const previous = useCallback(() => show(Math.max(0, index - 1)), [index, show]);
  const next = useCallback(() => show(Math.min(count - 1, index + 1)), [count, index, show]);

  // Restarted by every move (index in the deps), so a photo picked by hand gets its full 5 s.
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => show((index + 1) % count), SLIDESHOW_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count, index, show]);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') previous();
      else if (e.key === 'ArrowRight') next();
      else if (e.key === 'Escape') setFullscreen(false);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen, previous, next]);

  return { index, transitioning, fullscreen, playing, show, previous, next, setFullscreen, setPlaying };
}
