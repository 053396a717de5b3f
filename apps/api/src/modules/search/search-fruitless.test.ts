import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminServiceUpdateInput, ServiceSearchResponse } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { makeSubscribedPartner, type SubscribedPartner } from '../partners/testing/partner-fixtures';
import { makeService, uniqueWord } from '../services/testing/catalogue-fixtures';

/**
 * A text that matched nothing is remembered a minute, so a misspelt word searched again goes straight to its
 * correction (search.service.ts, fruitlessOf); what a request changes in the catalogue is seen at once.
 */
describe('GET /api/services/search: texts known to match nothing', () => {
  let t: TestApp;
  let admin: Person;
  let partner: SubscribedPartner;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
    partner = await makeSubscribedPartner(t.app, 'active', { maxServices: null });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (text: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/services/search?search=${text}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ServiceSearchResponse>().services.map((s) => s.name);
  };
  const form: AdminServiceUpdateInput = {
    name: 'Dhow Sunset Cruise',
    type: 'activity',
    description: 'Two hours on the water as the sun goes down.',
    location_details: 'Stone Town, Zanzibar',
    country: 'TZ',
    base_price: '1000.00',
    currency: 'NOK',
    pricing_description: 'per person',
    is_active: true,
    duration_hours: 2,
    group_size_min: 2,
    group_size_max: 12,
    availability: [],
  };

  it('finds a text at once once a request gives a service that text, though it was known to match nothing', async () => {
    // Each test's own prefix: a word of one could otherwise be the other's nearest word, and be suggested.
    const w = uniqueWord('yk');
    expect(await search(w)).toEqual([]);
    const service = await makeService(t.db, partner.partnerId, { name: 'Dhow Sunset Cruise' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/services/${service.id}`,
      headers: bearer(admin.token),
      payload: { ...form, name: `${w} Dhow` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search(w)).toEqual([`${w} Dhow`]);
  });

  it('shows within the minute a match that no request made (a job, an operator’s SQL)', async () => {
    const w = uniqueWord('xv');
    expect(await search(w)).toEqual([]);
    await makeService(t.db, partner.partnerId, { name: `${w} Camp` });
    // Remembered: the text is not searched again, so the service written straight to the database is not seen yet.
    expect(await search(w)).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await search(w)).toEqual([`${w} Camp`]);
    } finally {
      vi.useRealTimers();
    }
  });
});
