import { describe, expect, it } from 'vitest';
import type { UserDto, UserType } from '@mt/shared';
import { guardRedirect, type GuardInput, type RouteAccess } from './route-access';

const userOf = (userType: UserType): UserDto => ({
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  user_type: userType,
  userType,
  companyName: userType === 'partner' ? 'Savanna Lodge' : null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
});

const input = (access: RouteAccess, overrides: Partial<GuardInput> = {}): GuardInput => ({
  access,
  user: null,
  authenticated: false,
  maintenanceMode: false,
  fullPath: '/',
  ...overrides,
});
const signedIn = (userType: UserType) => ({ user: userOf(userType), authenticated: true });

const travellerOnly: RouteAccess = { access: 'auth', roles: ['traveller'] };
const partnerOnly: RouteAccess = { access: 'auth', roles: ['partner'] };
const adminOnly: RouteAccess = { access: 'auth', roles: ['admin'] };
const guestOnly: RouteAccess = { access: 'guest' };
const login: RouteAccess = { access: 'guest', maintenanceExempt: true };
const underDevelopment: RouteAccess = { access: 'public', maintenanceExempt: true };
const publicPage: RouteAccess = { access: 'public' };

describe('guardRedirect', () => {
  it('lets anyone through a public page', () => {
    expect(guardRedirect(input(publicPage))).toBeNull();
    expect(guardRedirect(input(publicPage, signedIn('partner')))).toBeNull();
  });

  describe('authentication required', () => {
    it('sends a signed-out user to /login with the full requested path, query and hash included', () => {
      expect(guardRedirect(input(travellerOnly, { fullPath: '/dashboard/traveller?tab=history&page=2#trips' }))).toBe(
        `/login?redirect=${encodeURIComponent('/dashboard/traveller?tab=history&page=2#trips')}`,
      );
    });

    it('treats a user without a token as signed out', () => {
      expect(guardRedirect(input(adminOnly, { user: userOf('admin'), authenticated: false, fullPath: '/admin/dashboard' }))).toBe(
        '/login?redirect=%2Fadmin%2Fdashboard',
      );
    });

    it('lets the right role through', () => {
      expect(guardRedirect(input(travellerOnly, signedIn('traveller')))).toBeNull();
      expect(guardRedirect(input(partnerOnly, signedIn('partner')))).toBeNull();
      expect(guardRedirect(input(adminOnly, signedIn('admin')))).toBeNull();
    });
  });

  describe('guest-only pages', () => {
    it('let a signed-out visitor through', () => {
      expect(guardRedirect(input(guestOnly))).toBeNull();
      expect(guardRedirect(input(login))).toBeNull();
    });

    it.each<UserType>(['traveller', 'partner', 'admin'])('send a signed-in %s home', (role) => {
      expect(guardRedirect(input(guestOnly, signedIn(role)))).toBe('/');
      expect(guardRedirect(input(login, signedIn(role)))).toBe('/');
    });
  });

  describe('role mismatch sends the user to their own dashboard', () => {
    it.each<[UserType, RouteAccess, string]>([
      ['traveller', partnerOnly, '/dashboard/traveller'],
      ['traveller', adminOnly, '/dashboard/traveller'],
      ['partner', travellerOnly, '/partner-dashboard'],
      ['partner', adminOnly, '/partner-dashboard'],
      ['admin', travellerOnly, '/admin/dashboard'],
      ['admin', partnerOnly, '/admin/dashboard'],
    ])('%s on a %o page goes to %s', (role, access, expected) => {
      expect(guardRedirect(input(access, signedIn(role)))).toBe(expected);
    });
  });

  describe('maintenance mode', () => {
    const on = { maintenanceMode: true };

    it('sends signed-out visitors and non-admins to /under-development', () => {
      expect(guardRedirect(input(publicPage, on))).toBe('/under-development');
      expect(guardRedirect(input(guestOnly, on))).toBe('/under-development');
      expect(guardRedirect(input(travellerOnly, { ...on, fullPath: '/dashboard/traveller' }))).toBe('/under-development');
      expect(guardRedirect(input(travellerOnly, { ...on, ...signedIn('traveller') }))).toBe('/under-development');
      expect(guardRedirect(input(partnerOnly, { ...on, ...signedIn('partner') }))).toBe('/under-development');
    });

    it('keeps the login and under-development routes open', () => {
      expect(guardRedirect(input(login, on))).toBeNull();
      expect(guardRedirect(input(underDevelopment, on))).toBeNull();
      expect(guardRedirect(input(underDevelopment, { ...on, ...signedIn('traveller') }))).toBeNull();
    });

    it('lets admins go everywhere their role allows', () => {
      const admin = { ...on, ...signedIn('admin') };
      expect(guardRedirect(input(publicPage, admin))).toBeNull();
      expect(guardRedirect(input(adminOnly, admin))).toBeNull();
      expect(guardRedirect(input(travellerOnly, admin))).toBe('/admin/dashboard');
    });

    it('does not count an admin user without a token as an admin', () => {
      expect(guardRedirect(input(publicPage, { ...on, user: userOf('admin'), authenticated: false }))).toBe('/under-development');
    });
  });
});
