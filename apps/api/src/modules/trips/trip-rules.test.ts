import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney, paths, tripTexts } from '@mt/shared';
import { outboxEmails, preferences, services, trips, tripServices } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { startSmtpSink } from '../mail/testing/smtp-sink';
import { makeTrip } from '../revenue/testing/trip-fixtures';
import { makePartner, makeService } from '../services/testing/catalogue-fixtures';
import { bookableServices, endsToday, inDays, journey, PROPOSAL_CONTENT, setStatus, submitPreference, travellerTrip } from './testing/journey';

/**
 * Rules of the trips services the lifecycle tests leave open: what a proposal takes from the admin,
 * the reveal date a completion keeps or sets, the order of the traveller's trips, a rebooking's floor
 * price and notes, and the calendar's links.
 */
describe('trip rules', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://trips.example.com/' } });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const mailTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  const propose = (preferenceId: number, serviceIds: number[], total = 100) =>
    call('POST', '/api/trips', admin.token, { preference_id: preferenceId, service_ids: serviceIds, total_price: total, ...PROPOSAL_CONTENT });

  it('a proposal takes the name and destination the admin gives', async () => {
    const traveller = await createTraveller(t.app);
    const { services: svc } = await bookableServices(t.app, 1);
    const preferenceId = await submitPreference(t.app, traveller.token);
    const res = await call('POST', '/api/trips', admin.token, { preference_id: preferenceId, service_ids: [svc[0]!.id], total_price: 900, name: 'Spice Route', destination: 'Zanzibar', ...PROPOSAL_CONTENT });
    expect(res.statusCode).toBe(201);
    expect(res.json().trip).toMatchObject({ name: 'Spice Route', destination: 'Zanzibar', rebooked_to: [] });
    const [mail] = await mailTo(traveller.email).then((m) => m.filter((x) => x.subject.endsWith('is ready to book')));
    expect(mail!.body).toContain(`The price is ${formatMoney(900, 'NOK')} for the whole group`);
  });

  it('prices a service in a currency without a rate only when it has no price', async () => {
    const traveller = await createTraveller(t.app);
    const { partner } = await bookableServices(t.app, 1);
    const priced = await makeService(t.db, partner.id, { basePriceMinor: 50_000, currency: 'XOF' });
    const priceless = await makeService(t.db, partner.id, { basePriceMinor: null, currency: 'XOF' });
    const refused = await propose(await submitPreference(t.app, traveller.token), [priced.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(tripTexts.serviceNoRate(priced.id, 'XOF'));
    const res = await propose(await submitPreference(t.app, traveller.token), [priceless.id]);
    expect(res.statusCode).toBe(201);
    const [line] = await t.db.select().from(tripServices).where(eq(tripServices.tripId, res.json().trip.id));
    expect(line).toMatchObject({ unitPriceMinor: 0, currency: 'NOK' });
  });

  it('snapshots the Starter commission for a bookable partner without a plan row', async () => {
    const traveller = await createTraveller(t.app);
    const partner = await makePartner(t.app, 'active');
    const service = await makeService(t.db, partner.id);
    const res = await propose(await submitPreference(t.app, traveller.token), [service.id]);
    expect(res.statusCode).toBe(201);
    const [line] = await t.db.select().from(tripServices).where(eq(tripServices.tripId, res.json().trip.id));
    expect(line!.commissionRate).toBe(15);
  });

  it('lists a trip nobody rebooked with no rebookings, for the admin and the traveller', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    expect((await call('GET', `/api/admin/trips/${j.tripId}`, admin.token)).json().trip.rebooked_to).toEqual([]);
    expect(((await call('GET', '/api/admin/trips', admin.token)).json().trips as { id: number; rebooked_to: number[] }[]).find((x) => x.id === j.tripId)!.rebooked_to).toEqual([]);
    expect(await travellerTrip(t.app, j.traveller.token, j.tripId)).toMatchObject({ has_further_rebookings: false, rebooking_chain: [] });
  });

  it('the upcoming trip of two departing the same day is the older proposal', async () => {
    const traveller = await createTraveller(t.app);
    const { services: svc } = await bookableServices(t.app, 1);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const preferenceId = await submitPreference(t.app, traveller.token, { departure_date: inDays(50) });
      ids.push((await call('POST', '/api/trips', admin.token, { preference_id: preferenceId, service_ids: [svc[0]!.id], total_price: 100, ...PROPOSAL_CONTENT })).json().trip.id);
    }
    const body = (await call('GET', '/api/trips', traveller.token)).json();
    expect(body.upcomingTrip.id).toBe(Math.min(...ids));
    expect(body.pastTrips.map((x: { id: number }) => x.id)).toEqual([Math.max(...ids)]);
  });

  it('the upcoming trip is the active one departing first, whatever was proposed first, never a past one', async () => {
    const j = await journey(t.app, 'completed', { admin, preference: { departure_date: inDays(20) } });
    const later = (await propose(await submitPreference(t.app, j.traveller.token, { departure_date: inDays(80) }), j.serviceIds)).json().trip.id;
    const sooner = (await propose(await submitPreference(t.app, j.traveller.token, { departure_date: inDays(40) }), j.serviceIds)).json().trip.id;
    const latest = (await propose(await submitPreference(t.app, j.traveller.token, { departure_date: inDays(60) }), j.serviceIds)).json().trip.id;
    const body = (await call('GET', '/api/trips', j.traveller.token)).json();
    expect(body.upcomingTrip.id).toBe(sooner);
    expect(body.pastTrips.map((x: { id: number }) => x.id).sort()).toEqual([j.tripId, later, latest].sort());
  });

  it('answers the trip completed, not another of the traveller’s', async () => {
    const j = await journey(t.app, 'paid', { admin });
    await propose(await submitPreference(t.app, j.traveller.token, { departure_date: inDays(70) }), j.serviceIds);
    await endsToday(t.app, j.tripId);
    const res = await call('PUT', `/api/trips/${j.tripId}/traveller-complete`, j.traveller.token);
    expect(res.json().trip).toMatchObject({ id: j.tripId, status: 'pending_completion' });
  });

  it('completion keeps the reveal date a trip has, and dates the reveal of one completed unrevealed', async () => {
    const revealed = await journey(t.app, 'revealed', { admin });
    const revealedAt = (await tripRow(revealed.tripId)).revealedAt;
    expect(revealedAt).toBeInstanceOf(Date);
    await endsToday(t.app, revealed.tripId);
    expect((await call('PUT', `/api/trips/${revealed.tripId}/traveller-complete`, revealed.traveller.token)).statusCode).toBe(200);
    expect((await tripRow(revealed.tripId)).revealedAt).toEqual(revealedAt);
    expect((await setStatus(t.app, admin.token, revealed.tripId, 'completed')).statusCode).toBe(200);
    expect((await tripRow(revealed.tripId)).revealedAt).toEqual(revealedAt);

    const unrevealed = await journey(t.app, 'paid', { admin });
    expect((await setStatus(t.app, admin.token, unrevealed.tripId, 'completed')).statusCode).toBe(200);
    const row = await tripRow(unrevealed.tripId);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.revealedAt).toEqual(row.completedAt);
    expect((await mailTo(unrevealed.traveller.email)).map((m) => m.subject)).toContain(`Welcome home: mystery trip #${unrevealed.tripId} is complete`);
  });

  it('the reveal mail names the destination, the trip and its dates', async () => {
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: inDays(30), duration: '3-5' } });
    expect((await setStatus(t.app, admin.token, j.tripId, 'revealed')).statusCode).toBe(200);
    const [mail] = (await mailTo(j.traveller.email)).filter((m) => m.subject.startsWith('Your destination is revealed'));
    expect(mail!.subject).toBe('Your destination is revealed: Arusha, Tanzania');
    expect(mail!.body).toContain(`Your mystery trip #${j.tripId}, "Mystery Trip to Arusha", takes you to Arusha, Tanzania, from ${inDays(30)} to ${inDays(30 + PROPOSAL_CONTENT.nights)}.`);

    // A trip recorded without a destination (none is required of a row) is revealed as a surprise still.
    const traveller = await createTraveller(t.app);
    const partner = await makePartner(t.app, 'active');
    const service = await makeService(t.db, partner.id);
    const { tripId } = await makeTrip(t.db, { travellerId: traveller.user.id, status: 'confirmed', lines: [{ serviceId: service.id, unitPriceMinor: 100_000, commissionRate: 10 }] });
    expect((await setStatus(t.app, admin.token, tripId, 'revealed')).statusCode).toBe(200);
    expect((await mailTo(traveller.email)).map((m) => m.subject)).toContain('Your destination is revealed: your destination');
  });

  it('a rebooking never costs less than 1 NOK and carries the old notes after its own', async () => {
    const j = await journey(t.app, 'completed', { admin, total: 100, preference: { notes: 'Vegetarian, please.' } });
    await t.db.update(services).set({ basePriceMinor: 0 }).where(eq(services.partnerId, (await t.db.select().from(services).where(eq(services.id, j.serviceIds[0]!)))[0]!.partnerId));
    const res = await call('POST', `/api/trips/${j.tripId}/rebook`, j.traveller.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().trip).toMatchObject({ total_price: 1, currency: 'NOK' });
    const lines = await t.db.select().from(tripServices).where(eq(tripServices.tripId, res.json().tripId));
    expect(lines.map((l) => [l.unitPriceMinor, l.currency])).toEqual([
      [0, 'NOK'],
      [0, 'NOK'],
    ]);
    const [mail] = (await mailTo(j.traveller.email)).filter((m) => m.subject === `Your mystery trip #${res.json().tripId} is ready to book`);
    expect(mail!.body).toContain(`The price is ${formatMoney(1, 'NOK')} for the whole group`);
    const [pref] = await t.db.select().from(preferences).innerJoin(trips, eq(trips.preferenceId, preferences.id)).where(eq(trips.id, res.json().tripId));
    expect(pref!.preferences.notes).toBe(`Rebooking of trip #${j.tripId}.\n\nVegetarian, please.`);

    const plain = await journey(t.app, 'completed', { admin });
    const again = (await call('POST', `/api/trips/${plain.tripId}/rebook`, plain.traveller.token)).json();
    const [plainPref] = await t.db.select().from(preferences).innerJoin(trips, eq(trips.preferenceId, preferences.id)).where(eq(trips.id, again.tripId));
    expect(plainPref!.preferences.notes).toBe(`Rebooking of trip #${plain.tripId}.`);
  });

  it('the calendar links the dashboard under the public URL and names the trip at its host', async () => {
    const j = await journey(t.app, 'revealed', { admin });
    const res = await call('GET', `/api/trips/${j.tripId}/calendar.ics`, j.traveller.token);
    expect(res.statusCode).toBe(200);
    const unfolded = res.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`Details: https://trips.example.com${paths.travellerDashboard}`);
    const names = (await t.db.select().from(services).where(eq(services.partnerId, (await t.db.select().from(services).where(eq(services.id, j.serviceIds[0]!)))[0]!.partnerId))).map((x) => x.name);
    for (const name of names) expect(unfolded).toContain(name);
    expect(unfolded).toContain(`UID:trip-${j.tripId}@trips.example.com\r\n`);
  });
});

/** Each step's mail leaves right after its transaction commits, not at the next mail job. */
describe('trip mail over SMTP', () => {
  let t: TestApp;
  let admin: Person;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Mystery Trips <trips@example.com>' } });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  const subjectsTo = async (email: string) => {
    await t.app.mail.idle();
    return sink.received.filter((m) => m.to.some((r) => r.includes(email))).map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1] ?? '');
  };

  it('delivers the proposal, the completion and the rebooking', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    expect(await subjectsTo(j.traveller.email)).toContain(`Your mystery trip #${j.tripId} is ready to book`);
    const paid = await journey(t.app, 'paid', { admin });
    expect((await setStatus(t.app, admin.token, paid.tripId, 'completed')).statusCode).toBe(200);
    expect(await subjectsTo(paid.traveller.email)).toContain(`Welcome home: mystery trip #${paid.tripId} is complete`);
    const rebook = await t.app.inject({ method: 'POST', url: `/api/trips/${paid.tripId}/rebook`, headers: bearer(paid.traveller.token) });
    expect(rebook.statusCode).toBe(201);
    expect(await subjectsTo(paid.traveller.email)).toContain(`Your mystery trip #${rebook.json().tripId} is ready to book`);
  });
});
