import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@mt/shared';
import { loadConfig } from '../../config';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller } from '../../test/factories';
import { inDays, journey, travellerTrip } from '../trips/testing/journey';

describe('PUT /api/admin/test-clock on a TEST_CLOCK server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TEST_CLOCK: 'true' } });
  });
  afterAll(async () => t.close());

  it('moves the server clock and runs the scheduled jobs: a trip due for its reveal by then is revealed', async () => {
    const { traveller, admin, tripId } = await journey(t.app, 'paid', { preference: { departure_date: inDays(40) } });
    expect((await travellerTrip(t.app, traveller.token, tripId)).is_revealed).toBe(false);

    const at = `${addDays(inDays(40), -2)}T09:00:00.000Z`;
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/test-clock', headers: bearer(admin.token), payload: { now: at } });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().now) - Date.parse(at)).toBeLessThan(5_000);
    expect(res.json().jobs).toContainEqual({ name: 'reveal-trips', ran: true });
    expect(t.app.clock.now().toISOString().slice(0, 10)).toBe(at.slice(0, 10));
    expect((await travellerTrip(t.app, traveller.token, tripId)).is_revealed).toBe(true);

    const back = await t.app.inject({ method: 'PUT', url: '/api/admin/test-clock', headers: bearer(admin.token), payload: { now: null } });
    expect(back.statusCode).toBe(200);
    expect(Math.abs(t.app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('is for admins only and checks its body', async () => {
    const admin = await createAdmin(t.app);
    const traveller = await createTraveller(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/test-clock', payload: { now: null } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/test-clock', headers: bearer(traveller.token), payload: { now: null } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/test-clock', headers: bearer(admin.token), payload: { now: 'tomorrow' } })).statusCode).toBe(400);
  });
});

describe('the test clock elsewhere', () => {
  it('does not exist on an ordinary server', async () => {
    const t = await buildTestApp();
    try {
      const admin = await createAdmin(t.app);
      const res = await t.app.inject({ method: 'PUT', url: '/api/admin/test-clock', headers: bearer(admin.token), payload: { now: null } });
      expect(res.statusCode).toBe(404);
      expect(t.app.testClock).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
  });
});
