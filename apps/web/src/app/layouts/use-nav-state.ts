import { useIsAuthenticated, useSession } from '@/lib/session-store';
import { dashboardLinkFor, shouldShowNavigation, showsDiscoverLink, welcomeNameFor } from './nav-model';
import { usePublicSettingsSnapshot } from './use-public-settings-snapshot';

/** Everything the desktop bar and the mobile menu need, computed once for both. */
export function useNavState() {
  const user = useSession((s) => s.user);
  const authenticated = useIsAuthenticated();
  const settings = usePublicSettingsSnapshot();
  const viewer = { user, authenticated };
  // Same stance as the route guard: if the settings call fails, maintenance counts as off.
  const maintenanceMode = settings.data ? settings.data.maintenance_mode : settings.isError ? false : undefined;
  return {
    visible: shouldShowNavigation(viewer, maintenanceMode),
    authenticated,
    dashboardLink: dashboardLinkFor(viewer),
    welcomeName: welcomeNameFor(viewer),
    showDiscover: showsDiscoverLink(viewer),
  };
}

export type NavState = ReturnType<typeof useNavState>;
