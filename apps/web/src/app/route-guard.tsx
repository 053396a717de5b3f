import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigation } from 'react-router';
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
  const navigation = useNavigation();

  const access =
    [...matches].reverse().map((m) => (m.handle as { access?: RouteAccess } | undefined)?.access).find(Boolean) ?? PUBLIC;

  // Until the maintenance flag is known, don't flash a page that may be closed. If the settings call has
  // failed once the site stays usable (maintenance treated as off): waiting on its retries instead would
  // unmount the page, remount it, retry again, and never show anything.
  const settingsUnknown = settings.data === undefined && settings.errorUpdateCount === 0;
  if (settingsUnknown && !access.maintenanceExempt) return <Spinner />;

  const to = guardRedirect({
    access,
    user,
    authenticated,
    maintenanceMode: settings.data?.maintenance_mode ?? false,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
  });
  // Signing in (or out) changes the session and then navigates; while that navigation loads its page the
  // old page re-renders with the new session. Redirecting then would cancel the navigation in flight.
  if (to && to !== location.pathname && navigation.state === 'idle') return <Navigate to={to} replace />;
  return <>{children}</>;
}
