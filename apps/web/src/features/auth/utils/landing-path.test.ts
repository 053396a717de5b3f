import { describe, expect, it } from 'vitest';
import { landingPath, safeRedirect } from './landing-path';

describe('safeRedirect', () => {
  it.each(['/discover', '/dashboard/traveller?tab=history#trips', '/partners/savanna-lodge'])('keeps %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([null, undefined, '', 'discover', '//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '/login', '/login?redirect=/x'])(
    'rejects %s',
    (value) => {
      expect(safeRedirect(value)).toBeNull();
    },
  );
});

describe('landingPath', () => {
  it('prefers a safe redirect, then the role dashboard, then home', () => {
    expect(landingPath('partner', '/plan-trip')).toBe('/plan-trip');
    expect(landingPath('partner', '//evil.com')).toBe('/partner-dashboard');
    expect(landingPath('admin')).toBe('/admin/dashboard');
    expect(landingPath('traveller', null)).toBe('/dashboard/traveller');
    expect(landingPath(undefined)).toBe('/');
  });
});
