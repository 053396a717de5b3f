import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME, paths } from '@mt/shared';
import { Container } from '@/components/ui/container';
import { AccessibilityTrigger } from '@/features/accessibility';
import { AccountLinks } from './account-links';
import { CurrencyPicker } from './currency-picker';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { DISCOVER_LINK, NAV_MENUS } from './nav-items';
import { useNavState } from './use-nav-state';

/** The top bar; hidden in maintenance mode for everyone but an admin (see nav-model). */
export function SiteHeader() {
  const nav = useNavState();
  if (!nav.visible) return null;

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <nav aria-label="Main">
        <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Compass className="size-6" aria-hidden />
            {SITE_NAME}
          </Link>
          <div className="hidden flex-1 items-center gap-1 md:flex">
            {NAV_MENUS.map((menu) => (
              <NavDropdown key={menu.label} menu={menu} />
            ))}
            {nav.showDiscover && (
              <Link
                to={DISCOVER_LINK.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {DISCOVER_LINK.label}
              </Link>
            )}
          </div>
          <div className="hidden md:block">
            <AccountLinks nav={nav} layout="row" />
          </div>
          <CurrencyPicker />
          <AccessibilityTrigger placement="bar" />
          <MobileMenu nav={nav} />
        </Container>
      </nav>
    </header>
  );
}
