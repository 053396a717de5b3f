import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPartnerTexts, type PublicPartnerResponse } from '@mt/shared';
import { settings } from '../../db/schema';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { addRatings, makePartner, makeService, type TestPartner } from '../services/testing/catalogue-fixtures';

describe('GET /api/public/partners/:slug', () => {
  let t: TestApp;
  let partner: TestPartner;

  beforeAll(async () => {
    t = await buildTestApp();
    // Round numbers so the USD conversion is checkable by hand: 1 NOK = 0.1 USD = 0.08 EUR.
    await t.db
      .insert(settings)
      .values({ key: 'exchange_rates', value: { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } } } });
    forgetExchangeRates(t.db);
    partner = await makePartner(t.app, 'active', {
      companyDescription: 'Family-run lodges on the river.',
      city: 'Livingstone',
      country: 'Zambia',
      logoUrl: '/uploads/logos/x.webp',
      websiteUrl: 'https://river.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/public/partners/${slug}` });

  it('answers the public profile and the active services with prices in USD', async () => {
    const nok = await makeService(t.db, partner.id, { name: 'Riverside Chalet', basePriceMinor: 250_000, currency: 'NOK', isFeatured: true });
    const eur = await makeService(t.db, partner.id, { name: 'Sunset Cruise', basePriceMinor: 8_000, currency: 'EUR' });
    const free = await makeService(t.db, partner.id, { name: 'Ask Us', basePriceMinor: null });
    await makeService(t.db, partner.id, { name: 'Hidden', isActive: false });
    await addRatings(t.app, nok.id, [5, 4]);

    const res = await get(partner.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<PublicPartnerResponse>();
    expect(body.status).toBe('success');
    expect(body.partner).toEqual({
      company_name: partner.companyName,
      company_description: 'Family-run lodges on the river.',
      logo_url: '/uploads/logos/x.webp',
      // A logo stored before sizes were recorded: its URL only (decision 0023).
      logo: { url: '/uploads/logos/x.webp', width: null, height: null, srcset: null },
      service_type: 'tours',
      city: 'Livingstone',
      country: 'Zambia',
      website_url: 'https://river.example.com',
      slug: partner.slug,
    });
    // No private fields (email, phone, subscription) leak into the public answer.
    expect(Object.keys(body.partner)).not.toContain('email');
    const byId = new Map(body.services.map((s) => [s.id, s]));
    expect(body.services).toHaveLength(3);
    expect(byId.get(nok.id)).toMatchObject({ base_price: 250, currency: 'USD', avg_rating: 4.5, review_count: 2 });
    expect(byId.get(eur.id)).toMatchObject({ base_price: 100, currency: 'USD' });
    expect(byId.get(free.id)).toMatchObject({ base_price: null });
    expect(body.services[0]!.id).toBe(nok.id);
  });

  it('answers an empty list for a partner without active services', async () => {
    const empty = await makePartner(t.app, 'trialing');
    const res = await get(empty.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicPartnerResponse>().services).toEqual([]);
  });

  it.each(['past_due', 'canceled', 'unpaid', null] as const)('answers 404 for a partner whose subscription is %s', async (status) => {
    const hidden = await makePartner(t.app, status);
    await makeService(t.db, hidden.id);
    const res = await get(hidden.slug);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: publicPartnerTexts.notFoundMessage });
  });

  it.each(['no-such-partner', 'UPPER', '%27%20OR%201%3D1--', 'a'.repeat(99), '%F0%9F%98%80', '..%2F..%2Fetc'])(
    'answers 404 (never 500) for the slug %s',
    async (slug) => {
      const res = await get(slug);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    },
  );

  it('answers a clear 414 for a slug longer than any route parameter may be', async () => {
    const res = await get('a'.repeat(500));
    expect(res.statusCode).toBe(414);
    expect(res.json<{ message: string }>().message).toBeTruthy();
  });
});
