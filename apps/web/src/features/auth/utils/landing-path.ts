import { DASHBOARD_PATH_BY_ROLE, paths, type UserType } from '@mt/shared';

/**
 * The `redirect` query value when it is a path inside this site. Anything else ('//evil.com',
 * 'https://…', '/\\evil.com', the login page itself) is ignored so the sign-in form can't be used
 * as an open redirect or a loop.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0];
  if (pathname === paths.login || pathname === `${paths.login}/`) return null;
  return value;
}

/** Where a user lands after sign-in (spec 1 section 4): the safe redirect, else their dashboard, else home. */
export function landingPath(role: UserType | undefined, redirect?: string | null): string {
  return safeRedirect(redirect) ?? (role ? DASHBOARD_PATH_BY_ROLE[role] : undefined) ?? paths.home;
}
