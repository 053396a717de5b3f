import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths, postponeTexts, REVEAL_DAYS_DEFAULT, tripDates } from '@mt/shared';
import { outboxEmails, payments, preferences, refunds, tripPostponements, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { BALANCE_REMINDER_JOB } from '../../jobs/balance-reminders.job';
import { confirmCard, inDays, journey, setStatus, travellerTrip } from './testing/journey';

/**
 * Postponement by the traveller (issue 18 section 3, docs/decisions/0016) on the sandbox, with the
 * default fee of NOK 1,000. A database of its own: a test changes the fee setting and runs a job.
 */
describe('postponement', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const today = () => new Date().toISOString().slice(0, 10);
  const postpone = (token: string, tripId: number, departure_date: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/postpone`, headers: bearer(token), payload: { departure_date } });
  const row = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const departure = async (preferenceId: number) => (await t.db.select().from(preferences).where(eq(preferences.id, preferenceId)))[0]!.departureDate;
  const ledger = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const subjects = async (to: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).map((m) => m.subject);
  const paid = (days = 120) => journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(days) } });
  const setFee = (fee: number) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { postponement_fee: fee } });

  it('charges the fee first: nothing moves until it is paid, then the departure and every derived date move, once', async () => {
    const j = await paid();
    const before = await travellerTrip(t.app, j.traveller.token, j.tripId);
    expect(before.postponement).toEqual({
      allowed: true,
      reason: null,
      fee: 1000,
      currency: 'NOK',
      earliest_date: inDays(28),
      latest_date: addMonths(today(), 18),
      postponed_from: null,
      postponed_at: null,
      pending: null,
    });

    const res = await postpone(j.traveller.token, j.tripId, inDays(200));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(postponeTexts.feeStarted(inDays(200)));
    expect(body.payment).toMatchObject({ provider: 'sandbox', amount: 1000, currency: 'NOK' });
    expect(body.trip.departure_date).toBe(inDays(120));
    expect(body.trip.postponement.pending).toEqual({ departure_date: inDays(200), amount: 1000 });
    expect(await departure(j.preferenceId)).toBe(inDays(120));
    const fee = (await ledger(j.tripId)).find((p) => p.kind === 'postponement_fee')!;
    expect(fee).toMatchObject({ amountMinor: 100_000, status: 'requires_payment_method' });

    expect((await confirmCard(t.app, body.payment.clientSecret)).json().status).toBe('succeeded');
    expect(await departure(j.preferenceId)).toBe(inDays(200));
    expect(await row(j.tripId)).toMatchObject({ postponedFrom: inDays(120), status: 'confirmed', paymentStatus: 'paid' });
    const after = await travellerTrip(t.app, j.traveller.token, j.tripId);
    expect(after).toMatchObject({ ...tripDates(inDays(200), '5-7', REVEAL_DAYS_DEFAULT) });
    expect(after.postponement).toMatchObject({ allowed: false, postponed_from: inDays(120), pending: null, reason: postponeTexts.alreadyPostponed(inDays(120)) });
    expect(after.payment_plan.amount_paid).toBe(25_000); // the fee is not part of the price paid
    expect(await subjects(j.traveller.email)).toContain(`Mystery trip #${j.tripId} now departs on ${inDays(200)}`);
    expect(await subjects(admin.email)).toContain(`Trip #${j.tripId} postponed to ${inDays(200)}`);

    // Once per trip.
    const again = await postpone(j.traveller.token, j.tripId, inDays(300));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(postponeTexts.alreadyPostponed(inDays(120)));
  });

  it('the calendar file follows the new dates of a revealed trip', async () => {
    const j = await journey(t.app, 'revealed', { admin, preference: { departure_date: inDays(90) } });
    const res = await postpone(j.traveller.token, j.tripId, inDays(150));
    await confirmCard(t.app, res.json().payment.clientSecret);
    const ics = await t.app.inject({ method: 'GET', url: `/api/trips/${j.tripId}/calendar.ics`, headers: bearer(j.traveller.token) });
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${inDays(150).replaceAll('-', '')}`);
  });

  it('refuses from 27 days before the current departure, and allows at 28', async () => {
    const late = await paid(27);
    const res = await postpone(late.traveller.token, late.tripId, inDays(100));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(postponeTexts.tooLate(27));
    expect((await travellerTrip(t.app, late.traveller.token, late.tripId)).postponement).toMatchObject({ allowed: false, reason: postponeTexts.tooLate(27) });
    expect((await ledger(late.tripId)).filter((p) => p.kind === 'postponement_fee')).toHaveLength(0);

    const edge = await paid(28);
    expect((await postpone(edge.traveller.token, edge.tripId, inDays(100))).statusCode).toBe(200);
  });

  it('answers 400 for a new date 27 days ahead, 18 months and a day ahead, the current date, or no date', async () => {
    const j = await paid();
    const cases: [unknown, string][] = [
      [inDays(27), postponeTexts.tooSoon(inDays(28))],
      [addDays(addMonths(today(), 18), 1), postponeTexts.tooFar(addMonths(today(), 18))],
      [inDays(120), postponeTexts.sameDate],
      ['someday', postponeTexts.dateInvalid],
    ];
    for (const [date, message] of cases) {
      const res = await postpone(j.traveller.token, j.tripId, date);
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await ledger(j.tripId)).toHaveLength(1);
    // The edges themselves are accepted.
    expect((await postpone(j.traveller.token, j.tripId, inDays(28))).statusCode).toBe(200);
    expect((await postpone(j.traveller.token, j.tripId, addMonths(today(), 18))).statusCode).toBe(200);
  });

  it('is for the trip’s traveller only: 401, 403 for an admin, 404 for another traveller as for no trip', async () => {
    const j = await paid();
    const other = await createTraveller(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/postpone`, payload: { departure_date: inDays(200) } })).statusCode).toBe(401);
    expect((await postpone(other.token, j.tripId, inDays(200))).statusCode).toBe(404);
    expect((await postpone(admin.token, j.tripId, inDays(200))).statusCode).toBe(403);
    expect((await postpone(j.traveller.token, 999_999, inDays(200))).statusCode).toBe(404);
    expect(await departure(j.preferenceId)).toBe(inDays(120));
  });

  it('answers 409 for an unpaid proposal and a cancelled trip', async () => {
    const unpaid = await journey(t.app, 'proposed', { admin, preference: { departure_date: inDays(120) } });
    const res = await postpone(unpaid.traveller.token, unpaid.tripId, inDays(200));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(postponeTexts.notBooked);
    const cancelled = await paid();
    await setStatus(t.app, admin.token, cancelled.tripId, 'cancelled');
    const res2 = await postpone(cancelled.traveller.token, cancelled.tripId, inDays(200));
    expect(res2.statusCode).toBe(409);
    expect(res2.json().message).toBe(postponeTexts.notActive);
  });

  it('one open fee charge per trip: the same date reuses it, another date cancels it', async () => {
    const j = await paid();
    const first = (await postpone(j.traveller.token, j.tripId, inDays(200))).json();
    const same = (await postpone(j.traveller.token, j.tripId, inDays(200))).json();
    expect(same.payment.clientSecret).toBe(first.payment.clientSecret);
    const other = (await postpone(j.traveller.token, j.tripId, inDays(210))).json();
    expect(other.payment.clientSecret).not.toBe(first.payment.clientSecret);
    expect((await ledger(j.tripId)).filter((p) => p.kind === 'postponement_fee').map((p) => p.status)).toEqual(['canceled', 'requires_payment_method']);
    expect(other.trip.postponement.pending).toEqual({ departure_date: inDays(210), amount: 1000 });
    // The cancelled charge cannot be paid any more; the new one moves the trip to its own date.
    expect((await confirmCard(t.app, first.payment.clientSecret)).json().status).not.toBe('succeeded');
    await confirmCard(t.app, other.payment.clientSecret);
    expect(await departure(j.preferenceId)).toBe(inDays(210));
  });

  it('a deposit-paid trip: the balance due date moves by as many days, and its reminder goes out again', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(50) } });
    const pay = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part: 'deposit' } });
    await confirmCard(t.app, pay.json().clientSecret);
    expect((await row(j.tripId)).balanceDueDate).toBe(inDays(5));
    await t.app.scheduler.runNow(BALANCE_REMINDER_JOB);
    expect((await row(j.tripId)).balanceReminderSentAt).not.toBeNull();

    // 6 days earlier would put the balance due yesterday.
    const early = await postpone(j.traveller.token, j.tripId, inDays(44));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(postponeTexts.balanceWouldBePast(inDays(-1)));
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).postponement.earliest_date).toBe(inDays(45));

    const res = await postpone(j.traveller.token, j.tripId, inDays(100));
    await confirmCard(t.app, res.json().payment.clientSecret);
    expect(await row(j.tripId)).toMatchObject({ balanceDueDate: inDays(55), balanceReminderSentAt: null, paymentStatus: 'deposit_paid' });
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).payment_plan.balance_due_date).toBe(inDays(55));
  });

  it('a fee of 0 applies the postponement at once, with no charge', async () => {
    expect((await setFee(0)).statusCode).toBe(200);
    try {
      const j = await paid();
      const res = await postpone(j.traveller.token, j.tripId, inDays(200));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: postponeTexts.postponed(inDays(200)), payment: null });
      expect(res.json().trip).toMatchObject({ departure_date: inDays(200), postponement: { postponed_from: inDays(120), fee: 0 } });
      expect((await ledger(j.tripId)).filter((p) => p.kind === 'postponement_fee')).toHaveLength(0);
      expect(await t.db.select().from(tripPostponements).where(eq(tripPostponements.tripId, j.tripId))).toMatchObject([{ status: 'applied', feeMinor: 0, paymentId: null }]);
    } finally {
      await setFee(1000);
    }
  });

  it('a fee paid after the trip was cancelled is refunded through the provider, once, and nothing moves', async () => {
    const j = await paid();
    const res = (await postpone(j.traveller.token, j.tripId, inDays(200))).json();
    // The admin cancels while the fee is open: the open intent is cancelled at the provider with the trip.
    await setStatus(t.app, admin.token, j.tripId, 'cancelled');
    const fee = (await ledger(j.tripId)).find((p) => p.kind === 'postponement_fee')!;
    expect(fee.status).toBe('canceled');
    expect((await confirmCard(t.app, res.payment.clientSecret)).json().status).not.toBe('succeeded');
    expect(await departure(j.preferenceId)).toBe(inDays(120));
  });

  it('a fee that succeeds when the rules no longer hold is refunded, with a refunds row, and the trip keeps its dates', async () => {
    const j = await paid();
    const first = (await postpone(j.traveller.token, j.tripId, inDays(200))).json();
    // Another device postponed meanwhile (the row is set directly: the request path would have cancelled this charge).
    await t.db.update(trips).set({ postponedFrom: inDays(110) }).where(eq(trips.id, j.tripId));
    expect((await confirmCard(t.app, first.payment.clientSecret)).json().status).toBe('succeeded');
    const fee = (await ledger(j.tripId)).find((p) => p.kind === 'postponement_fee')!;
    expect(fee.status).toBe('refunded');
    const rows = await t.db.select().from(refunds).where(and(eq(refunds.tripId, j.tripId), eq(refunds.paymentId, fee.id)));
    expect(rows).toMatchObject([{ amountMinor: 100_000, reason: 'postponement', status: 'succeeded' }]);
    expect(await departure(j.preferenceId)).toBe(inDays(120));
    expect(await row(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await subjects(j.traveller.email)).toContain(`Postponement fee refunded for mystery trip #${j.tripId}`);
  });
});
