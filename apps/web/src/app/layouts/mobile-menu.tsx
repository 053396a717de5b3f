import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import type { NavState } from './use-nav-state';

// The open menu's links come in their own small file, asked for as soon as a finger or the pointer is on the
// button (before the click lands), so the bar every page loads carries only the button.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** Below the md breakpoint the bar collapses into this disclosure, which mirrors every desktop entry. */
export function MobileMenu({ nav }: { nav: NavState }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Escape closes the menu from anywhere while it's open and puts focus back on its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white shadow-lg">
        {open && (
          <Suspense fallback={null}>
            <MobileMenuPanel nav={nav} onNavigate={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
