import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';

/**
 * Every /api/admin/* and /api/revenue/* route, read from the app itself, so a route added later is
 * checked without touching this file: 401 without a token, 403 for travellers and partners.
 */
describe('admin and revenue routes are for admins only', () => {
  let t: TestApp;
  let traveller: Person;
  let partner: Person;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    [traveller, partner, admin] = await Promise.all([createTraveller(t.app), createPartner(t.app), createAdmin(t.app)]);
  });
  afterAll(async () => {
    await t.close();
  });

  const guarded = () =>
    t.app.registeredRoutes
      .filter((r) => /^\/api\/(admin|revenue)\//.test(r.url) && r.method !== 'OPTIONS')
      // Parameters get a plausible value: the check must answer before the route looks anything up.
      .map((r) => ({ method: r.method, url: r.url.replace(/:[A-Za-z_]+/g, '1') }));

  const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers,
      // A body that fails every schema: the role check must come before validation.
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: { unexpected: true } } : {}),
    });

  it('finds the routes of every module, not an empty list', () => {
    const urls = new Set(guarded().map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'GET /api/admin/settings',
      'GET /api/admin/platform-stats',
      'PUT /api/admin/services/1/homepage-settings',
      'GET /api/admin/contact-messages',
      'DELETE /api/admin/contact-messages/1',
      'GET /api/revenue/summary',
      'PUT /api/revenue/subscription-plans/1',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 with a message to a request without a token', async () => {
    for (const route of guarded()) {
      const res = await call(route, {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json(), `${route.method} ${route.url}`).toEqual({ message: authTexts.tokenMissing });
    }
  });

  it('answers 401 to a token that is not valid', async () => {
    for (const route of guarded()) expect((await call(route, bearer('not-a-token'))).statusCode, `${route.method} ${route.url}`).toBe(401);
  });

  it('answers 403 with a message to travellers and partners', async () => {
    for (const person of [traveller, partner]) {
      for (const route of guarded()) {
        const res = await call(route, bearer(person.token));
        expect(res.statusCode, `${person.user.user_type} ${route.method} ${route.url}`).toBe(403);
        if (route.method !== 'HEAD') expect(res.json()).toEqual({ message: authTexts.wrongRole });
      }
    }
  });

  it('lets an admin through (never 401 or 403)', async () => {
    for (const route of guarded()) {
      const res = await call(route, bearer(admin.token));
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
