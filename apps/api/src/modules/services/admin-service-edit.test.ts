import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  adminServiceDetailResponseSchema,
  adminServiceEditTexts,
  adminServiceUpdateResponseSchema,
  adminTexts,
  describeServiceChanges,
  partnerServiceTexts,
  type AdminServiceUpdateInput,
} from '@mt/shared';
import { outboxEmails, serviceAdminEdits, services } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { makeSubscribedPartner, type SubscribedPartner } from '../partners/testing/partner-fixtures';
import { makeService } from './testing/catalogue-fixtures';

describe('the admin edits a service: GET and PUT /api/admin/services/:id (issue 22)', () => {
  let t: TestApp;
  let admin: Person;
  let partner: SubscribedPartner;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app, { name: 'Nadia Moderator' });
    partner = await makeSubscribedPartner(t.app, 'active', { maxServices: null });
  });
  afterAll(async () => {
    await t.close();
  });

  const form = (o: Partial<AdminServiceUpdateInput> = {}): AdminServiceUpdateInput => ({
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
    ...o,
  });
  /** A service exactly as form() describes it, owned by the test's partner. */
  const freshService = () =>
    makeService(t.db, partner.partnerId, {
      name: 'Dhow Sunset Cruise',
      type: 'activity',
      description: 'Two hours on the water as the sun goes down.',
      locationDetails: 'Stone Town, Zanzibar',
      country: 'TZ',
      basePriceMinor: 100_000,
      currency: 'NOK',
      pricingDescription: 'per person',
      facts: { duration_hours: 2, group_size_min: 2, group_size_max: 12, availability: [] },
    });
  const put = (id: number | string, payload: unknown, token: string | null = admin.token) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/services/${id}`, headers: token ? bearer(token) : {}, payload: payload as object });
  const get = (id: number | string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/services/${id}`, headers: token ? bearer(token) : {} });
  const notesOf = (serviceId: number) => t.db.select().from(serviceAdminEdits).where(eq(serviceAdminEdits.serviceId, serviceId));
  const mailTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

  it('refuses guests (401), travellers and partners (403), unknown (404) and malformed ids (400)', async () => {
    const s = await freshService();
    const traveller = await createTraveller(t.app);
    expect((await put(s.id, form(), null)).statusCode).toBe(401);
    expect((await get(s.id, null)).statusCode).toBe(401);
    expect((await put(s.id, form(), traveller.token)).statusCode).toBe(403);
    expect((await put(s.id, form(), partner.token)).statusCode).toBe(403);
    expect((await get(s.id, partner.token)).statusCode).toBe(403);
    const missing = await put(9_000_000_000, form());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: adminTexts.serviceNotFound });
    expect((await get(9_000_000_000)).statusCode).toBe(404);
    expect((await put('abc', form())).statusCode).toBe(400);
    // A deleted service is gone for admins too.
    await t.db.update(services).set({ deletedAt: new Date() }).where(eq(services.id, s.id));
    expect((await put(s.id, form({ name: 'Back from the dead' }))).statusCode).toBe(404);
    expect(await notesOf(s.id)).toEqual([]);
  });

  it("validates exactly as the partner's own form does: same statuses, same messages, same fields", async () => {
    const s = await freshService();
    const owned = await freshService();
    const cases: Partial<Record<keyof AdminServiceUpdateInput, string>>[] = [
      { name: '   ' },
      { name: 'x'.repeat(151) },
      { type: 'spaceflight' },
      { description: '' },
      { description: 'd'.repeat(5001) },
      { location_details: 'l'.repeat(201) },
      { country: 'FR' },
      { country: '' },
      { base_price: 'ten' },
      { base_price: '-5' },
      { base_price: '12.345' },
      { base_price: '100000001' },
      { currency: 'XYZ' },
      { pricing_description: 'p'.repeat(201) },
      { name: '', base_price: 'abc', country: 'US' },
    ];
    for (const spoilt of cases) {
      const values = form(spoilt as Partial<AdminServiceUpdateInput>);
      const asText = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
      const body = multipart(asText);
      const partnerAnswer = await t.app.inject({ method: 'PUT', url: `/api/services/${owned.id}`, payload: body.payload, headers: { ...body.headers, ...bearer(partner.token) } });
      const adminAnswer = await put(s.id, values);
      expect({ spoilt, status: adminAnswer.statusCode }).toEqual({ spoilt, status: 400 });
      expect({ spoilt, status: partnerAnswer.statusCode }).toEqual({ spoilt, status: 400 });
      expect({ spoilt, body: adminAnswer.json() }).toEqual({ spoilt, body: partnerAnswer.json() });
    }
    // And a value both accept (empty price: no price) is accepted by both.
    expect((await put(s.id, form({ base_price: '' }))).statusCode).toBe(200);
    expect(await notesOf(s.id)).toHaveLength(1);
  });

  it('saves the changes, notes only the changed fields with the admin, and e-mails the partner the same list', async () => {
    const s = await freshService();
    const res = await put(s.id, form({ name: 'Dhow Sunset Cruise & Dinner', base_price: '1350.5', is_active: false }));
    expect(res.statusCode).toBe(200);
    const body = adminServiceUpdateResponseSchema.strict().parse(res.json());
    expect(body.message).toBe(adminServiceEditTexts.updated('Dhow Sunset Cruise & Dinner'));
    expect(body.service).toMatchObject({ id: s.id, name: 'Dhow Sunset Cruise & Dinner', base_price: 1350.5, currency: 'NOK', is_active: false });
    const changes = {
      name: { from: 'Dhow Sunset Cruise', to: 'Dhow Sunset Cruise & Dinner' },
      base_price: { from: 1000, to: 1350.5 },
      is_active: { from: true, to: false },
    };
    expect(body.edit).toMatchObject({ admin_name: 'Nadia Moderator', changes });

    const [row] = await t.db.select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ name: 'Dhow Sunset Cruise & Dinner', basePriceMinor: 135_050, isActive: false, description: s.description });
    const notes = await notesOf(s.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ adminId: admin.user.id, changes });

    const mail = (await mailTo(partner.email)).filter((m) => m.subject.includes('Dhow Sunset Cruise & Dinner'));
    expect(mail).toHaveLength(1);
    for (const line of describeServiceChanges(changes)) expect(mail[0]!.body).toContain(line);
    expect(mail[0]!.body).toContain('Changed price from 1000 to 1350.50');

    // The modal's history shows it, newest first, with the same note.
    await put(s.id, form({ name: 'Dhow Sunset Cruise & Dinner', base_price: '1350.5', is_active: false, currency: 'EUR' }));
    const detail = adminServiceDetailResponseSchema.strict().parse((await get(s.id)).json());
    expect(detail.service).toMatchObject({ id: s.id, name: 'Dhow Sunset Cruise & Dinner', description: s.description, currency: 'EUR' });
    expect(detail.edits.map((e) => e.changes)).toEqual([{ currency: { from: 'NOK', to: 'EUR' } }, changes]);
    expect(detail.edits[0]!.admin_name).toBe('Nadia Moderator');
  });

  it("edits the length, group size and season under the partner's rules, and notes them readably", async () => {
    const s = await freshService();
    // Next year's season: within the horizon, not yet ended.
    const y = new Date().getUTCFullYear() + 1;
    const season = { from: `${y}-06-01`, until: `${y}-10-31` };
    const res = await put(s.id, form({ duration_hours: 72, group_size_min: 4, group_size_max: 8, availability: [season, { from: `${y}-10-15`, until: `${y}-11-30` }] }));
    expect(res.statusCode).toBe(200);
    const body = adminServiceUpdateResponseSchema.parse(res.json());
    // Overlapping ranges are joined, as for the partner; available_until moves with the seasons.
    const joined = [{ from: `${y}-06-01`, until: `${y}-11-30` }];
    expect(body.edit?.changes).toEqual({
      duration_hours: { from: 2, to: 72 },
      group_size_min: { from: 2, to: 4 },
      group_size_max: { from: 12, to: 8 },
      availability: { from: [], to: joined },
    });
    expect(describeServiceChanges(body.edit!.changes)).toContain(adminServiceEditTexts.change('season', adminServiceEditTexts.allYear, `${y}-06-01 – ${y}-11-30`));
    const [row] = await t.db.select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ durationHours: 72, groupSizeMin: 4, groupSizeMax: 8, availability: joined, availableUntil: `${y}-11-30` });

    // The partner's messages: one bound of the pair, min above max, a season that has ended, too long a stay.
    const refused = async (o: Partial<AdminServiceUpdateInput>, field: string, message: string) => {
      const answer = await put(s.id, form(o));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[field]).toContain(message);
    };
    await refused({ group_size_min: null, group_size_max: 8 }, 'group_size_min', partnerServiceTexts.groupSizeBoth);
    await refused({ group_size_min: 9, group_size_max: 8 }, 'group_size_max', partnerServiceTexts.groupSizeOrder);
    await refused({ duration_hours: 8761 }, 'duration_hours', partnerServiceTexts.durationTooLongHours);
    await refused({ availability: [{ from: '2020-01-01', until: '2020-02-01' }] }, 'availability', partnerServiceTexts.seasonNumbered(1, partnerServiceTexts.seasonEnded));
    // Back to all year: available_until is cleared with the seasons.
    expect((await put(s.id, form({ availability: [] }))).statusCode).toBe(200);
    const [after] = await t.db.select().from(services).where(eq(services.id, s.id));
    expect(after).toMatchObject({ availability: [], availableUntil: null });
  });

  it('writes no note and sends no mail when the save changes nothing', async () => {
    const s = await freshService();
    const mailBefore = (await mailTo(partner.email)).length;
    // The same values, written differently (spaces, a price without decimals, a lower-case country).
    const res = await put(s.id, form({ name: '  Dhow Sunset Cruise ', base_price: '1000', country: 'tz' }));
    expect(res.statusCode).toBe(200);
    const body = adminServiceUpdateResponseSchema.parse(res.json());
    expect(body.edit).toBeNull();
    expect(body.message).toBe(adminServiceEditTexts.unchanged('Dhow Sunset Cruise'));
    expect(await notesOf(s.id)).toEqual([]);
    expect((await mailTo(partner.email)).length).toBe(mailBefore);
  });

  it('leaves no note and no mail when the update itself fails (one transaction)', async () => {
    const s = await freshService();
    const mailBefore = (await mailTo(partner.email)).length;
    // The database refuses this one update, after the note was written in the same transaction.
    await t.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_update_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await t.db.execute(sql.raw(`CREATE TRIGGER refuse_update_for_test BEFORE UPDATE ON services FOR EACH ROW WHEN (NEW.id = ${s.id}) EXECUTE FUNCTION refuse_update_for_test()`));
    try {
      const res = await put(s.id, form({ name: 'Never saved' }));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_update_for_test ON services`);
    }
    expect(await notesOf(s.id)).toEqual([]);
    expect((await mailTo(partner.email)).length).toBe(mailBefore);
    const [row] = await t.db.select().from(services).where(and(eq(services.id, s.id)));
    expect(row!.name).toBe('Dhow Sunset Cruise');
    // Once the database takes it, the same save goes through with its note.
    expect((await put(s.id, form({ name: 'Saved now' }))).statusCode).toBe(200);
    expect(await notesOf(s.id)).toHaveLength(1);
  });
});
