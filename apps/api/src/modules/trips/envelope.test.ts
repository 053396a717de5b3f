import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, type EnvelopeResponse } from '@mt/shared';
import { outboxEmails, tripEnvelopes, trips } from '../../db/schema';
import { findEnvelopeCandidates } from './envelope.repository';
import { readEnvelopeDays } from '../settings/settings.service';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller } from '../../test/factories';
import { ENVELOPE_JOB } from '../../jobs/open-envelope-stages.job';
import { inDays, journey, type Journey } from './testing/journey';

/** The envelope's stages against an injected clock (issue 19 section 2): no sleeps. */
let now = new Date();
const clock = { now: () => now };
let t: TestApp;

const WEATHER = { min_c: 18, max_c: 31, rain_chance_percent: 20, note: 'Warm days, cool nights.' };
const PACKING = { items: ['Sunscreen', 'A light fleece'] };

/** Midday UTC `days` before the departure of a journey (every journey departs inDays(30)). */
const before = (days: number) => new Date(`${addDays(inDays(30), -days)}T12:00:00.000Z`);

async function envelope(j: Journey, token = j.traveller.token) {
  return t.app.inject({ method: 'GET', url: `/api/trips/${j.tripId}/envelope`, headers: bearer(token) });
}
const stage = (body: EnvelopeResponse, key: string) => body.stages.find((s) => s.key === key)!;
const write = (j: Journey, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/envelope`, headers: bearer(j.admin.token), payload: payload as object });
const runJob = () => t.app.scheduler.runNow(ENVELOPE_JOB);
const mailsTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

beforeAll(async () => {
  t = await buildTestApp({ clock, freshDatabase: true });
});
afterAll(async () => t.close());

describe('GET /api/trips/:id/envelope', () => {
  it('answers 401 anonymous, 404 another traveller as for an unknown trip; the admin may read it', async () => {
    const j = await journey(t.app, 'paid');
    expect((await t.app.inject({ method: 'GET', url: `/api/trips/${j.tripId}/envelope` })).statusCode).toBe(401);
    const other = await createTraveller(t.app);
    expect((await envelope(j, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/trips/999999/envelope', headers: bearer(j.traveller.token) })).statusCode).toBe(404);
    expect((await envelope(j, j.admin.token)).statusCode).toBe(200);
    // Nothing written yet (no envelope row): every stage locked, the destination too.
    const body: EnvelopeResponse = (await envelope(j)).json();
    expect(body.stages.map((s) => [s.key, s.unlocked, s.content])).toEqual([
      ['weather', false, null],
      ['packing', false, null],
      ['region', false, null],
      ['destination', false, null],
    ]);
  });

  it('shows every stage locked, with no content, before its day', async () => {
    now = before(20);
    const j = await journey(t.app, 'paid');
    const w = await write(j, { weather: WEATHER, packing: PACKING, region: 'Eastern Africa' });
    expect(w.statusCode, w.body).toBe(200);
    await runJob();
    const body: EnvelopeResponse = (await envelope(j)).json();
    expect(body.stages.map((s) => s.key)).toEqual(['weather', 'packing', 'region', 'destination']);
    expect(body.stages.every((s) => !s.unlocked && s.content === null)).toBe(true);
    expect(stage(body, 'weather').unlocks_at).toBe(`${addDays(inDays(30), -14)}T00:00:00.000Z`);
    expect(await mailsTo(j.traveller.email)).not.toContainEqual(expect.objectContaining({ subject: expect.stringMatching(/clue/) }));
  });
});

describe('the envelope job', () => {
  it('opens each written stage on its day with one e-mail, and never twice', async () => {
    now = before(20);
    const j = await journey(t.app, 'paid');
    await write(j, { weather: WEATHER, packing: PACKING, region: 'Eastern Africa' });
    now = before(14);
    expect((await runJob()).ran).toBe(true);
    await runJob();
    let body: EnvelopeResponse = (await envelope(j)).json();
    expect(stage(body, 'weather')).toMatchObject({ unlocked: true, content: WEATHER });
    expect(stage(body, 'packing')).toMatchObject({ unlocked: false, content: null });
    let clues = (await mailsTo(j.traveller.email)).filter((m) => /clue/.test(m.subject));
    expect(clues).toHaveLength(1);
    expect(clues[0]!.body).toContain('18–31 °C');
    expect(clues[0]!.body).not.toMatch(/Eastern Africa|Tanzania|Arusha/);

    now = before(7);
    await runJob();
    body = (await envelope(j)).json();
    expect(stage(body, 'packing')).toMatchObject({ unlocked: true, content: PACKING });
    expect(stage(body, 'region')).toMatchObject({ unlocked: true, content: { region: 'Eastern Africa' } });
    expect(stage(body, 'destination')).toMatchObject({ unlocked: false, content: null });
    clues = (await mailsTo(j.traveller.email)).filter((m) => /clue/.test(m.subject));
    expect(clues).toHaveLength(3);
    // An opened stage is final: the traveller has read it.
    expect((await write(j, { region: 'Southern Africa' })).statusCode).toBe(409);
  });

  it('keeps a due but unwritten stage sealed, flags it to the admin, and opens it once written', async () => {
    now = before(20);
    const j = await journey(t.app, 'paid');
    now = before(14);
    await runJob();
    expect(stage((await envelope(j)).json(), 'weather')).toMatchObject({ unlocked: false, content: null });
    const admin = await t.app.inject({ method: 'GET', url: `/api/admin/trips/${j.tripId}/envelope`, headers: bearer(j.admin.token) });
    expect(admin.json().missing).toEqual(['weather']);
    expect(admin.json().suggested.packing.length).toBeGreaterThan(0);
    await write(j, { weather: WEATHER });
    await runJob();
    expect(stage((await envelope(j)).json(), 'weather')).toMatchObject({ unlocked: true });
  });

  it('opens nothing for an unpaid trip or one whose balance is overdue', async () => {
    now = before(20);
    const unpaid = await journey(t.app, 'proposed');
    const overdue = await journey(t.app, 'paid');
    for (const j of [unpaid, overdue]) await write(j, { weather: WEATHER });
    await t.db.update(trips).set({ paymentStatus: 'deposit_paid', balanceDueDate: addDays(inDays(30), -16) }).where(eq(trips.id, overdue.tripId));
    now = before(14);
    await runJob();
    for (const j of [unpaid, overdue]) expect(stage((await envelope(j)).json(), 'weather').unlocked).toBe(false);
    // A deposit-paid trip whose balance is not yet due opens its stages.
    await t.db.update(trips).set({ balanceDueDate: addDays(inDays(30), -10) }).where(eq(trips.id, overdue.tripId));
    await runJob();
    expect(stage((await envelope(overdue)).json(), 'weather').unlocked).toBe(true);
  });
  it('looks only at trips with a written, due and unopened stage, so a run does not walk every coming trip', async () => {
    now = before(20);
    const [opened, unwritten, emptyPacking, waiting] = [await journey(t.app, 'paid'), await journey(t.app, 'paid'), await journey(t.app, 'paid'), await journey(t.app, 'paid')];
    await write(opened, { weather: WEATHER });
    await write(emptyPacking, { weather: WEATHER });
    await write(waiting, { region: 'Eastern Africa' });
    const ids = [opened, unwritten, emptyPacking, waiting].map((j) => j.tripId);
    const candidates = async () => (await findEnvelopeCandidates(t.db, now.toISOString().slice(0, 10), await readEnvelopeDays(t.db))).filter((id) => ids.includes(id));
    expect(await candidates()).toEqual([]);
    now = before(14);
    expect(await candidates()).toEqual([opened.tripId, emptyPacking.tripId]);
    await runJob();
    // Weather is open for both; an empty packing list and an unwritten envelope have nothing to open.
    await t.db.update(tripEnvelopes).set({ packing: { items: [] } }).where(eq(tripEnvelopes.tripId, emptyPacking.tripId));
    now = before(7);
    expect(await candidates()).toEqual([waiting.tripId]);
    // Nor does a trip whose balance is overdue: it opens nothing until it is paid.
    await t.db.update(trips).set({ paymentStatus: 'deposit_paid', balanceDueDate: addDays(inDays(30), -8) }).where(eq(trips.id, waiting.tripId));
    expect(await candidates()).toEqual([]);
    await t.db.update(trips).set({ balanceDueDate: addDays(inDays(30), -7) }).where(eq(trips.id, waiting.tripId));
    expect(await candidates()).toEqual([waiting.tripId]);
    await runJob();
    expect(await candidates()).toEqual([]);
  });
});

describe('PUT /api/admin/trips/:id/envelope', () => {
  it('refuses hostile or inconsistent content with 400 and writes nothing', async () => {
    now = before(20);
    const j = await journey(t.app, 'paid');
    const cases = [
      { weather: { ...WEATHER, min_c: 35, max_c: 20 } },
      { weather: { ...WEATHER, rain_chance_percent: 140 } },
      { packing: { items: [] } },
      { packing: { items: ['x'.repeat(61)] } },
      { region: 'Atlantis' },
      {},
      { packing: { items: ['A map of Arusha'] } },
      { weather: { ...WEATHER, note: 'Just like Tanzania in spring' } },
    ];
    for (const payload of cases) expect((await write(j, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const admin = await t.app.inject({ method: 'GET', url: `/api/admin/trips/${j.tripId}/envelope`, headers: bearer(j.admin.token) });
    expect(admin.json().written).toEqual({ weather: null, packing: null, region: null });
  });

  it('answers 401, 403 for a traveller, 404 for an unknown trip', async () => {
    const j = await journey(t.app, 'paid');
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/envelope`, payload: { region: 'Eastern Africa' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/envelope`, headers: bearer(j.traveller.token), payload: { region: 'Eastern Africa' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/trips/999999/envelope', headers: bearer(j.admin.token), payload: { region: 'Eastern Africa' } })).statusCode).toBe(404);
  });
});

describe('the envelope settings', () => {
  it('keeps the stages in order: weather ≥ packing ≥ region ≥ reveal days', async () => {
    const j = await journey(t.app, 'proposed');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(j.admin.token), payload });
    expect((await put({ envelope_packing_days: 20 })).statusCode).toBe(400);
    expect((await put({ envelope_region_days: 2 })).statusCode).toBe(400);
    expect((await put({ envelope_weather_days: 1.5 })).statusCode).toBe(400);
    const ok = await put({ envelope_weather_days: 21, envelope_packing_days: 12 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ envelope_weather_days: 21, envelope_packing_days: 12, envelope_region_days: 7 });
    expect((await put({ envelope_weather_days: 14, envelope_packing_days: 10 })).statusCode).toBe(200);
  });

  it("shows a change of the lead times on the traveller's next read: the instance keeps them and forgets them on the write", async () => {
    const j = await journey(t.app, 'paid');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(j.admin.token), payload });
    const weatherUnlocksAt = async () => stage((await envelope(j)).json(), 'weather').unlocks_at;
    expect((await put({ envelope_weather_days: 14 })).statusCode).toBe(200);
    const first = await weatherUnlocksAt();
    expect(await weatherUnlocksAt()).toBe(first);
    expect((await put({ envelope_weather_days: 20 })).statusCode).toBe(200);
    expect(Date.parse(first) - Date.parse(await weatherUnlocksAt())).toBe(6 * 86_400_000);
    expect((await put({ envelope_weather_days: 14 })).statusCode).toBe(200);
  });
});
