import { DASHBOARD_PATH_BY_ROLE, type UserDto } from '@mt/shared';
import type { NavLinkItem } from './nav-items';

/** Who the top bar is for. Pure, so each rule is tested without rendering. */
export interface NavViewer {
  user: UserDto | null;
  authenticated: boolean;
}

const isAdmin = ({ user, authenticated }: NavViewer) => authenticated && user?.userType === 'admin';

/**
 * Shown to everyone when maintenance mode is off, only to an admin when it is on. `maintenanceMode`
 * is undefined while the setting loads: the bar waits rather than flash in front of a closed site.
 */
export function shouldShowNavigation(viewer: NavViewer, maintenanceMode: boolean | undefined): boolean {
  if (isAdmin(viewer)) return true;
  return maintenanceMode === false;
}

export function dashboardLinkFor({ user, authenticated }: NavViewer): NavLinkItem | null {
  if (!authenticated || !user) return null;
  return { label: user.userType === 'admin' ? 'Admin Panel' : 'Dashboard', to: DASHBOARD_PATH_BY_ROLE[user.userType] };
}

/** Partners are greeted by their company's name when they gave one. */
export function welcomeNameFor({ user, authenticated }: NavViewer): string | null {
  if (!authenticated || !user) return null;
  if (user.userType === 'partner' && user.companyName?.trim()) return user.companyName;
  return user.name;
}

export const showsDiscoverLink = ({ user, authenticated }: NavViewer) => authenticated && user?.userType === 'traveller';
