import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { usePublicSettings } from '@/features/settings/api/get-public-settings';
import { useIsAuthenticated, useSession } from '@/lib/session-store';
import { accessOf, guardRedirect } from './route-access';

/** Applies the deepest matched route's access rule before rendering it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const user = useSession((s) => s.user);
  const authenticated = useIsAuthenticated();
  const signingOut = useSession((s) => s.signingOut);
  const settings = usePublicSettings();
  // The history entry of a guest page (login, register) that was opened signed out. Signing in there is
  // followed by the page's own navigation (to the redirect target or the dashboard), which the router
  // runs as a transition: the session change renders first, and sending the user home at that moment
  // would win over it. The guest rule therefore applies to arriving signed in, not to signing in here.
  const [guestEntryKey, setGuestEntryKey] = useState<string | null>(null);

  const access = accessOf(matches.map((m) => m.handle));

  // A deliberate sign-out is over once the user stands on a page that needs no session.
  const leftProtectedPage = signingOut && access.access !== 'auth';
  useEffect(() => {
    if (leftProtectedPage) useSession.getState().finishSignOut();
  }, [leftProtectedPage]);
  if (signingOut && access.access === 'auth') return null;

  // Until the maintenance flag is known, don't flash a page that may be closed. If the settings call has
  // failed once the site stays usable (maintenance treated as off): waiting on its retries instead would
  // unmount the page, remount it, retry again, and never show anything.
  const settingsUnknown = settings.data === undefined && settings.errorUpdateCount === 0;
  if (settingsUnknown && !access.maintenanceExempt) return <Spinner />;

  const onGuestPage = access.access === 'guest';
  if (onGuestPage && !authenticated && guestEntryKey !== location.key) setGuestEntryKey(location.key);
  const signedInHere = onGuestPage && authenticated && guestEntryKey === location.key;

  const to = signedInHere ? null : guardRedirect({
    access,
    user,
    authenticated,
    maintenanceMode: settings.data?.maintenance_mode ?? false,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
  });
  if (to && to !== location.pathname) return <Navigate to={to} replace />;
  return <>{children}</>;
}
