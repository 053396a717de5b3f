import { DASHBOARD_PATH_BY_ROLE, paths, loginPath, type UserDto, type UserType } from '@mt/shared';

/** What a route allows, declared in its `handle` (spec 1 section 2, "Access guard"). */
export interface RouteAccess {
  access: 'public' | 'guest' | 'auth';
  roles?: UserType[];
  /** Reachable in maintenance mode by everyone (login, under-development). */
  maintenanceExempt?: boolean;
}

const PUBLIC: RouteAccess = { access: 'public' };

/** The rule of the deepest matched route that declares one (handles from the root down); public without any. */
export function accessOf(handles: readonly unknown[]): RouteAccess {
  return [...handles].reverse().map((h) => (h as { access?: RouteAccess } | undefined)?.access).find(Boolean) ?? PUBLIC;
}

export interface GuardInput {
  access: RouteAccess;
  user: UserDto | null;
  authenticated: boolean;
  maintenanceMode: boolean;
  /** The full requested path with query and hash, for the login redirect. */
  fullPath: string;
}

export const dashboardPathFor = (role: UserType | undefined): string => (role ? DASHBOARD_PATH_BY_ROLE[role] : paths.home) ?? paths.home;

/** Where the guard sends the user, or null to let them through. Pure, so it is tested on its own. */
export function guardRedirect({ access, user, authenticated, maintenanceMode, fullPath }: GuardInput): string | null {
  const isAdmin = authenticated && user?.userType === 'admin';
  if (maintenanceMode && !isAdmin && !access.maintenanceExempt) return paths.underDevelopment;
  if (access.access === 'auth' && !authenticated) return loginPath(fullPath);
  if (access.access === 'guest' && authenticated) return paths.home;
  if (access.roles && authenticated && user && !access.roles.includes(user.userType)) {
    return dashboardPathFor(user.userType);
  }
  return null;
}
