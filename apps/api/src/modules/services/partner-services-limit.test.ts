import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { partnerServiceTexts } from '@mt/shared';
import { services } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { makeSubscribedPartner } from '../partners/testing/partner-fixtures';
import { multipart } from '../../test/multipart';

/**
 * max_services under concurrency: the check and the insert share one transaction holding the partner's
 * row lock. Without the lock, parallel requests on PostgreSQL all see room for one more and overshoot.
 */
describe('POST /api/services at the plan limit, in parallel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (token: string, i: number) => {
    const body = multipart({ name: `Parallel ${i}`, type: 'tour', description: 'Racing for the last slot.', base_price: '100', country: 'KE' });
    return t.app.inject({ method: 'POST', url: '/api/services', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const live = (partnerId: number) =>
    t.db.select({ id: services.id }).from(services).where(and(eq(services.partnerId, partnerId), isNull(services.deletedAt)));

  it('20 parallel creates with room for 2 leave exactly max_services', async () => {
    const p = await makeSubscribedPartner(t.app, 'active', { maxServices: 3 });
    expect((await post(p.token, 0)).statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(p.token, i + 1)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 403)).toHaveLength(18);
    for (const r of results.filter((x) => x.statusCode === 403)) {
      expect(r.json()).toEqual({ message: partnerServiceTexts.limitNote(3) });
    }
    expect(await live(p.partnerId)).toHaveLength(3);
  });

  it('20 parallel creates of two partners at once each stop at their own limit', async () => {
    const a = await makeSubscribedPartner(t.app, 'active', { maxServices: 4 });
    const b = await makeSubscribedPartner(t.app, 'trialing', { maxServices: 1 });
    await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? a.token : b.token, i)));
    expect(await live(a.partnerId)).toHaveLength(4);
    expect(await live(b.partnerId)).toHaveLength(1);
  });
});
