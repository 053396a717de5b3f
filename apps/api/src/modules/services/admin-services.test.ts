import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminServiceResponseSchema, adminServicesResponseSchema, adminTexts, convertAmount, HOMEPAGE_PINNED_MAX, type AdminService } from '@mt/shared';
import { services } from '../../db/schema';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin } from '../../test/factories';
import { makePartner, makeService } from './testing/catalogue-fixtures';

describe('admin services tab (a database of its own)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    token = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/services', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return adminServicesResponseSchema.strict().parse(res.json()).services;
  };
  const put = (id: number | string, what: 'featured' | 'homepage-settings', payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/services/${id}/${what}`, headers: bearer(token), payload: payload as object });
  const unpinAll = () => t.db.update(services).set({ pinToHomepage: false, homepageSortOrder: 999 });
  const pinnedCount = async () => (await t.db.select().from(services).where(eq(services.pinToHomepage, true))).length;

  it('lists every service, hidden ones too, with partner and visibility fields', async () => {
    const active = await makePartner(t.app, 'active', { companyName: 'Visible Co', websiteUrl: 'https://visible.example' });
    const lapsed = await makePartner(t.app, 'past_due', { companyName: 'Lapsed Co' });
    const season = [{ from: '2031-06-01', until: '2031-10-31' }];
    const shown = await makeService(t.db, active.id, {
      name: 'Shown Tour',
      basePriceMinor: 123_450,
      currency: 'USD',
      pricingDescription: 'per group',
      facts: { duration_hours: 72, group_size_min: 2, group_size_max: 8, availability: season },
    });
    const inactive = await makeService(t.db, active.id, { name: 'Paused Tour', isActive: false });
    const hidden = await makeService(t.db, lapsed.id, { name: 'Lapsed Tour', basePriceMinor: null });
    const all = await list();
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([shown.id, inactive.id, hidden.id]));
    expect(all.find((s) => s.id === shown.id)).toEqual({
      id: shown.id,
      name: 'Shown Tour',
      type: 'tour',
      partner_id: active.id,
      company_name: 'Visible Co',
      partner_slug: active.slug,
      partner_website_url: 'https://visible.example',
      base_price: 1234.5,
      currency: 'USD',
      base_price_nok: Math.round(convertAmount(1234.5, 'USD', 'NOK', await getExchangeRates(t.db))! * 100) / 100,
      pricing_description: 'per group',
      country: 'TZ',
      is_featured: false,
      is_active: true,
      partner_subscription_status: 'active',
      pin_to_homepage: false,
      homepage_sort_order: 999,
      created_at: shown.createdAt.toISOString(),
      duration_hours: 72,
      group_size_min: 2,
      group_size_max: 8,
      availability: season,
    } satisfies AdminService);
    expect(all.find((s) => s.id === inactive.id)).toMatchObject({ is_active: false, duration_hours: null, group_size_min: null, group_size_max: null, availability: [] });
    expect(all.find((s) => s.id === hidden.id)).toMatchObject({ partner_subscription_status: 'past_due', base_price: null, base_price_nok: null });
  });

  it('shows prices in their own currency, with the NOK equivalent a proposal would use', async () => {
    const partner = await makePartner(t.app);
    const nok = await makeService(t.db, partner.id, { basePriceMinor: 250_050, currency: 'NOK' });
    const eur = await makeService(t.db, partner.id, { basePriceMinor: 12_000, currency: 'EUR' });
    const rates = await getExchangeRates(t.db);
    const all = await list();
    expect(all.find((s) => s.id === nok.id)).toMatchObject({ base_price: 2500.5, currency: 'NOK', base_price_nok: 2500.5 });
    const euro = all.find((s) => s.id === eur.id)!;
    expect(euro).toMatchObject({ base_price: 120, currency: 'EUR' });
    expect(euro.base_price_nok).toBeCloseTo(convertAmount(120, 'EUR', 'NOK', rates)!, 2);
    expect(euro.base_price_nok).toBeGreaterThan(120);
  });

  it('leaves deleted services out of the list, the pin count and the featured and homepage changes', async () => {
    await unpinAll();
    const partner = await makePartner(t.app);
    const kept = await makeService(t.db, partner.id, { name: 'Kept Tour' });
    // Deleted while featured and pinned (a partner's delete also clears both; this is the worst case).
    const gone = await makeService(t.db, partner.id, { name: 'Deleted Tour', isFeatured: true, pinToHomepage: true, homepageSortOrder: 1, deletedAt: new Date() });
    const ids = (await list()).map((s) => s.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(gone.id);
    for (const [what, payload] of [['featured', { is_featured: false }], ['homepage-settings', { pin_to_homepage: false, homepage_sort_order: null }]] as const) {
      const res = await put(gone.id, what, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: adminTexts.serviceNotFound });
    }
    const others = await Promise.all([0, 1, 2].map((i) => makeService(t.db, partner.id, { name: `Room ${i}` })));
    for (const s of others) expect((await put(s.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: null })).statusCode).toBe(200);
    const [row] = await t.db.select().from(services).where(eq(services.id, gone.id));
    expect(row).toMatchObject({ isFeatured: true, pinToHomepage: true });
  });

  it('features and unfeatures a service, answering the service and the spec message', async () => {
    const partner = await makePartner(t.app);
    const service = await makeService(t.db, partner.id, { name: 'Dhow Sunset Cruise' });
    const on = await put(service.id, 'featured', { is_featured: true });
    expect(on.statusCode).toBe(200);
    const body = adminServiceResponseSchema.strict().parse(on.json());
    expect(body.message).toBe('Service "Dhow Sunset Cruise" featured status updated successfully');
    expect(body.service).toMatchObject({ id: service.id, is_featured: true });
    expect((await list()).find((s) => s.id === service.id)!.is_featured).toBe(true);
    expect((await put(service.id, 'featured', { is_featured: false })).json().service.is_featured).toBe(false);
  });

  it.each([
    [{}, 'is_featured'],
    [{ is_featured: 'true' }, 'is_featured'],
    [{ is_featured: null }, 'is_featured'],
  ])('answers 400 for featured body %j', async (payload, field) => {
    const res = await put(1, 'featured', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('answers 404 for a service that does not exist, and 400 for a bad id', async () => {
    for (const what of ['featured', 'homepage-settings'] as const) {
      const payload = what === 'featured' ? { is_featured: true } : { pin_to_homepage: false, homepage_sort_order: null };
      const res = await put(999_999, what, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: adminTexts.serviceNotFound });
      expect((await put('abc', what, payload)).statusCode).toBe(400);
    }
  });

  it('pins with a sort order, stores an empty order as 999, and unpins', async () => {
    await unpinAll();
    const partner = await makePartner(t.app);
    const service = await makeService(t.db, partner.id, { name: 'Pinned Lodge' });
    const res = await put(service.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toMatchObject({ pin_to_homepage: true, homepage_sort_order: 2 });
    expect(res.json().message).toBe('Homepage settings for "Pinned Lodge" updated successfully');
    expect((await put(service.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: null })).json().service.homepage_sort_order).toBe(999);
    expect((await put(service.id, 'homepage-settings', { pin_to_homepage: false, homepage_sort_order: 1 })).json().service).toMatchObject({
      pin_to_homepage: false,
      homepage_sort_order: 1,
    });
  });

  it.each([
    [{ pin_to_homepage: true, homepage_sort_order: 1.5 }, 'homepage_sort_order', adminTexts.sortOrderInvalid],
    [{ pin_to_homepage: true, homepage_sort_order: -1 }, 'homepage_sort_order', adminTexts.sortOrderInvalid],
    [{ pin_to_homepage: true, homepage_sort_order: 1000 }, 'homepage_sort_order', adminTexts.sortOrderInvalid],
    [{ pin_to_homepage: true, homepage_sort_order: '3' }, 'homepage_sort_order', adminTexts.sortOrderInvalid],
    [{ pin_to_homepage: true }, 'homepage_sort_order', adminTexts.sortOrderInvalid],
    [{ pin_to_homepage: 'yes', homepage_sort_order: 1 }, 'pin_to_homepage', 'pin_to_homepage must be true or false.'],
  ])('answers 400 for homepage settings %j', async (payload, field, message) => {
    const res = await put(1, 'homepage-settings', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses a fourth pin with 409 and the spec alert, but lets pinned services change their order', async () => {
    await unpinAll();
    const partner = await makePartner(t.app);
    const made = await Promise.all(Array.from({ length: 4 }, (_, i) => makeService(t.db, partner.id, { name: `Pin candidate ${i}` })));
    for (const [i, s] of made.slice(0, 3).entries()) {
      expect((await put(s.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: i })).statusCode).toBe(200);
    }
    const fourth = await put(made[3]!.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: 4 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ message: adminTexts.pinLimit });
    expect((await put(made[0]!.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: 9 })).statusCode).toBe(200);
    // Unpinning one makes room again.
    expect((await put(made[1]!.id, 'homepage-settings', { pin_to_homepage: false, homepage_sort_order: null })).statusCode).toBe(200);
    expect((await put(made[3]!.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: 4 })).statusCode).toBe(200);
    expect(await pinnedCount()).toBe(3);
  });

  it('never leaves more than 3 pinned when 20 services are pinned at once', async () => {
    await unpinAll();
    const partner = await makePartner(t.app);
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => makeService(t.db, partner.id, { name: `Race ${i}` })));
    const replies = await Promise.all(made.map((s, i) => put(s.id, 'homepage-settings', { pin_to_homepage: true, homepage_sort_order: i })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(HOMEPAGE_PINNED_MAX);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(20 - HOMEPAGE_PINNED_MAX);
    expect(await pinnedCount()).toBe(HOMEPAGE_PINNED_MAX);
  });
});
