import { useId } from 'react';
import { Link } from 'react-router';
import { AccessibilityTrigger } from '@/features/accessibility';
import { AccountLinks } from './account-links';
import { DISCOVER_LINK, NAV_MENUS } from './nav-items';
import type { NavState } from './use-nav-state';

const itemClass = 'block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';

/** The open mobile menu (mobile-menu.tsx): every entry of the desktop bar, in one column. */
export default function MobileMenuPanel({ nav, onNavigate }: { nav: NavState; onNavigate(): void }) {
  return (
    <div className="max-h-[calc(100vh-4rem)] space-y-4 overflow-y-auto px-4 py-4">
      {NAV_MENUS.map((menu) => (
        <MobileGroup key={menu.label} label={menu.label} items={menu.items} onNavigate={onNavigate} />
      ))}
      {nav.showDiscover && (
        <Link to={DISCOVER_LINK.to} onClick={onNavigate} className={itemClass}>
          {DISCOVER_LINK.label}
        </Link>
      )}
      <AccessibilityTrigger placement="menu" onActivate={onNavigate} />
      <div className="border-t border-slate-200 pt-3">
        <AccountLinks nav={nav} layout="column" onNavigate={onNavigate} />
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
