import { describe, expect, it } from 'vitest';
import { loginPath, paths, PREFERENCE_SUBMITTED_PATH } from './paths';

describe('paths', () => {
  it('fills a pattern for a link, each parameter encoded', () => {
    expect(paths.partnerPage.pattern).toBe('/partners/:slug');
    expect(paths.partnerPage.to({ slug: 'savanna-co' })).toBe('/partners/savanna-co');
    expect(paths.adminCreateTrip.to({ preferenceId: 7 })).toBe('/admin/create-trip/7');
    expect(paths.blogPost.to({ slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
  });

  it('builds the sign-in redirect and the thank-you landing', () => {
    expect(loginPath('/stories/3?x=1')).toBe('/login?redirect=%2Fstories%2F3%3Fx%3D1');
    expect(PREFERENCE_SUBMITTED_PATH).toBe('/dashboard/traveller?preference_submitted=true');
  });
});
