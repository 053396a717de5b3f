import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link } from 'react-router';
import { AccessibilityTrigger } from '@/features/accessibility';
import { AccountLinks } from './account-links';
import { DISCOVER_LINK, NAV_MENUS } from './nav-items';
import type { NavState } from './use-nav-state';

const itemClass = 'block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';

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
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white shadow-lg">
        {open && (
          <div className="max-h-[calc(100vh-4rem)] space-y-4 overflow-y-auto px-4 py-4">
            {NAV_MENUS.map((menu) => (
              <MobileGroup key={menu.label} label={menu.label} items={menu.items} onNavigate={close} />
            ))}
            {nav.showDiscover && (
              <Link to={DISCOVER_LINK.to} onClick={close} className={itemClass}>
                {DISCOVER_LINK.label}
              </Link>
            )}
            <AccessibilityTrigger placement="menu" onActivate={close} />
            <div className="border-t border-slate-200 pt-3">
              <AccountLinks nav={nav} layout="column" onNavigate={close} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function MobileGroup({ label, items, onNavigate }: { label: string; items: { label: string; to: string }[]; onNavigate(): void }) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-700">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-1">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onNavigate} className={itemClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
