import { useEffect, useRef } from 'react';

/**
 * A translucent bar that follows the pointer's height to help keep one's place in a line of text.
 * Moved by writing the style directly: a React render on every mousemove would be wasted work.
 */
export function ReadingGuide() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMove = (e: MouseEvent) => {
      const bar = barRef.current;
      if (!bar) return;
      bar.style.transform = `translateY(${e.clientY}px)`;
      bar.style.opacity = '1';
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    return () => window.removeEventListener('mousemove', onMove);
  }, []);

  return (
    <div
      ref={barRef}
      aria-hidden
      data-testid="reading-guide"
      // Hidden until the pointer moves, so it doesn't sit across the top of the page.
      style={{ opacity: 0 }}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] -mt-1.5 h-3 border-y border-brand-700/60 bg-sand-200/50"
    />
  );
}
