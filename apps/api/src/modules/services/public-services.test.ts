import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceDto } from '@mt/shared';
import { settings } from '../../db/schema';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { addRatings, makePartner, makeService } from './testing/catalogue-fixtures';

// Featured lists are global to a database: this file owns its database.
describe('public featured services', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    // Round rates so the USD prices are checkable by hand: 1 NOK = 0.1 USD = 0.08 EUR.
    await t.db.insert(settings).values({ key: 'exchange_rates', value: { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } } });
    forgetExchangeRates(t.db);
    const active = await makePartner(t.app, 'active', { websiteUrl: 'https://lodge.example.com' });
    const trialing = await makePartner(t.app, 'trialing');
    const pastDue = await makePartner(t.app, 'past_due');
    const canceled = await makePartner(t.app, 'canceled');
    const s = (key: string, partnerId: number, o: Parameters<typeof makeService>[2]) =>
      makeService(t.db, partnerId, o).then((r) => (ids[key] = r.id));
    await s('pin2', active.id, { name: 'Pinned Second', isFeatured: true, pinToHomepage: true, homepageSortOrder: 2, basePriceMinor: 123_456 });
    await s('pin1', trialing.id, { name: 'Pinned First', isFeatured: true, pinToHomepage: true, homepageSortOrder: 1 });
    await s('pin3', active.id, { name: 'Pinned Third', pinToHomepage: true, homepageSortOrder: 3 });
    await s('pin4', active.id, { name: 'Pinned Fourth', pinToHomepage: true, homepageSortOrder: 4 });
    await s('featured', active.id, { name: 'Featured Only', isFeatured: true, basePriceMinor: null });
    await s('inactive', active.id, { name: 'Inactive Featured', isFeatured: true, pinToHomepage: true, homepageSortOrder: 0, isActive: false });
    await s('pastDue', pastDue.id, { name: 'Past Due Featured', isFeatured: true, pinToHomepage: true, homepageSortOrder: 0 });
    await s('canceled', canceled.id, { name: 'Canceled Featured', isFeatured: true });
    await s('plain', active.id, { name: 'Not Featured' });
    await s('euro', trialing.id, { name: 'Euro Featured', isFeatured: true, basePriceMinor: 8_000, currency: 'EUR' });
    await s('rateless', trialing.id, { name: 'Rateless Featured', isFeatured: true, basePriceMinor: 5_000, currency: 'XAF' });
    await addRatings(t.app, ids.pin2!, [4, 5, 5]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/public/homepage-featured-services answers the pinned services in order, at most 3, cacheable', async () => {
    const res = await get('/api/public/homepage-featured-services');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { services } = res.json<{ services: ServiceDto[] }>();
    expect(services.map((s) => s.name)).toEqual(['Pinned First', 'Pinned Second', 'Pinned Third']);
  });

  it('GET /api/public/featured-services lists only featured, active services of active or trialing partners', async () => {
    const res = await get('/api/public/featured-services');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const names = res.json<{ services: ServiceDto[] }>().services.map((s) => s.name).sort();
    expect(names).toEqual(['Euro Featured', 'Featured Only', 'Pinned First', 'Pinned Second', 'Rateless Featured']);
  });

  it('answers the spec’s service fields: price in USD, rating, partner link data', async () => {
    const { services } = (await get('/api/public/featured-services')).json<{ services: ServiceDto[] }>();
    const pinned = services.find((s) => s.id === ids.pin2)!;
    expect(pinned).toMatchObject({
      name: 'Pinned Second',
      type: 'tour',
      // 1,234.56 NOK at 0.1 USD per NOK, to the cent.
      base_price: 123.46,
      currency: 'USD',
      pricing_description: 'per person',
      avg_rating: 4.67,
      review_count: 3,
      partner_website_url: 'https://lodge.example.com',
      is_featured: true,
      pin_to_homepage: true,
      homepage_sort_order: 2,
      is_active: true,
    });
    expect(pinned.partner_slug).toMatch(/^safari-co-/);
    expect(pinned.partner_name).toBe(pinned.company_name);
    const unpriced = services.find((s) => s.id === ids.featured)!;
    expect(unpriced).toMatchObject({ base_price: null, avg_rating: null, review_count: 0 });
    expect(services.find((s) => s.id === ids.euro)).toMatchObject({ base_price: 100, currency: 'USD' });
    // A currency the rate table does not know keeps its own price rather than a wrong USD figure.
    expect(services.find((s) => s.id === ids.rateless)).toMatchObject({ base_price: 50, currency: 'XAF' });
  });

  it('quotes the home page services in USD too', async () => {
    const { services } = (await get('/api/public/homepage-featured-services')).json<{ services: ServiceDto[] }>();
    expect(services.find((s) => s.id === ids.pin2)).toMatchObject({ base_price: 123.46, currency: 'USD' });
  });

  it('refuses writes on the public paths', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/public/featured-services', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
