import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { GUEST_LINKS } from './nav-items';
import type { NavState } from './use-nav-state';
import { useLogout } from './use-logout';

interface AccountLinksProps {
  nav: NavState;
  /** Stacked for the mobile menu, in a row for the desktop bar. */
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';
const primaryClass =
  'rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Sign-in and registration links for guests; dashboard, greeting and Logout for a signed-in user. */
export function AccountLinks({ nav, layout, onNavigate }: AccountLinksProps) {
  const logout = useLogout();
  const box = cn('flex gap-1', layout === 'row' ? 'items-center' : 'flex-col items-stretch');

  if (!nav.authenticated) {
    return (
      <div className={box}>
        {GUEST_LINKS.map((link, i) => (
          <Link key={link.to} to={link.to} onClick={onNavigate} className={i === 0 ? linkClass : i === 1 ? primaryClass : linkClass}>
            {link.label}
          </Link>
        ))}
      </div>
    );
  }

  return (
    <div className={box}>
      {nav.dashboardLink && (
        <Link to={nav.dashboardLink.to} onClick={onNavigate} className={linkClass}>
          {nav.dashboardLink.label}
        </Link>
      )}
      {nav.welcomeName && <span className="px-3 py-2 text-sm text-slate-700">Welcome, {nav.welcomeName}</span>}
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          logout();
        }}
        className={cn(linkClass, 'inline-flex items-center gap-1.5 text-left')}
      >
        <LogOut className="size-4" aria-hidden />
        Logout
      </button>
    </div>
  );
}
