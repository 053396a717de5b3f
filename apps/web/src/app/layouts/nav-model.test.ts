import { describe, expect, it } from 'vitest';
import type { UserDto, UserType } from '@mt/shared';
import { dashboardLinkFor, shouldShowNavigation, showsDiscoverLink, welcomeNameFor } from './nav-model';

const user = (userType: UserType, companyName: string | null = null) =>
  ({ id: 1, name: 'Kofi', email: 'k@example.com', user_type: userType, userType, companyName, profile_image: null, created_at: '' }) as UserDto;

describe('nav-model', () => {
  it('shows the bar when maintenance is off, to admins only when it is on, and waits while unknown', () => {
    const guest = { user: null, authenticated: false };
    const admin = { user: user('admin'), authenticated: true };
    expect(shouldShowNavigation(guest, false)).toBe(true);
    expect(shouldShowNavigation(guest, true)).toBe(false);
    expect(shouldShowNavigation(guest, undefined)).toBe(false);
    expect(shouldShowNavigation({ user: user('partner'), authenticated: true }, true)).toBe(false);
    expect(shouldShowNavigation(admin, true)).toBe(true);
    // A stored admin without a token is not signed in.
    expect(shouldShowNavigation({ user: user('admin'), authenticated: false }, true)).toBe(false);
  });

  it('labels the dashboard link by role', () => {
    expect(dashboardLinkFor({ user: user('traveller'), authenticated: true })).toEqual({ label: 'Dashboard', to: '/dashboard/traveller' });
    expect(dashboardLinkFor({ user: user('partner'), authenticated: true })).toEqual({ label: 'Dashboard', to: '/partner-dashboard' });
    expect(dashboardLinkFor({ user: user('admin'), authenticated: true })).toEqual({ label: 'Admin Panel', to: '/admin/dashboard' });
    expect(dashboardLinkFor({ user: null, authenticated: false })).toBeNull();
  });

  it('greets partners by company name when present', () => {
    expect(welcomeNameFor({ user: user('partner', 'Rift Valley Tours'), authenticated: true })).toBe('Rift Valley Tours');
    expect(welcomeNameFor({ user: user('partner', '  '), authenticated: true })).toBe('Kofi');
    expect(welcomeNameFor({ user: user('traveller', 'ignored'), authenticated: true })).toBe('Kofi');
  });

  it('offers My Discoveries to travellers only', () => {
    expect(showsDiscoverLink({ user: user('traveller'), authenticated: true })).toBe(true);
    expect(showsDiscoverLink({ user: user('admin'), authenticated: true })).toBe(false);
    expect(showsDiscoverLink({ user: null, authenticated: false })).toBe(false);
  });
});
