import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { usePublicSettings } from '@/features/settings/api/get-public-settings';
import { useIsAuthenticated, useSession } from '@/lib/session-store';
import { guardRedirect, type RouteAccess } from './route-access';

const PUBLIC: RouteAccess = { access: 'public' };

/** Applies the deepest matched route's access rule before rendering it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const user = useSession((s) => s.user);
  const authenticated = useIsAuthenticated();
  const settings = usePublicSettings();

  const access =
    [...matches].reverse().map((m) => (m.handle as { access?: RouteAccess } | undefined)?.access).find(Boolean) ?? PUBLIC;

  // Until the maintenance flag is known, don't flash a page that may be closed. If the settings call
  // fails the site stays usable: maintenance is treated as off.
  if (settings.isPending && !access.maintenanceExempt) return <Spinner />;

  const to = guardRedirect({
    access,
    user,
    authenticated,
    maintenanceMode: settings.data?.maintenance_mode ?? false,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
  });
  if (to && to !== location.pathname) return <Navigate to={to} replace />;
  return <>{children}</>;
}
