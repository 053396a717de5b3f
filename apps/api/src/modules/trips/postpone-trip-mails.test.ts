import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatMoney, REVEAL_DAYS_DEFAULT, tripDates } from '@mt/shared';
import { outboxEmails, payments, preferences, tripPostponements, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { confirmCard, inDays, journey, type Journey } from './testing/journey';

/**
 * What the traveller and the team are told when a postponement takes effect or its fee goes back
 * (postponement-apply.ts, postponement-fee-succeeded.ts; docs/decisions/0016), on the sandbox. The
 * e-mails carry the dates the trip moved to, so each one is read here. A database of its own: a test
 * sets the fee to 0.
 */
describe('postponement e-mails', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const postpone = (j: Journey, departure_date: string) =>
    t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/postpone`, headers: bearer(j.traveller.token), payload: { departure_date } });
  const mailTo = async (email: string, subject: string) => {
    const found = (await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, subject)))).map((m) => m.body);
    expect(found, subject).toHaveLength(1);
    return found[0]!;
  };
  const setFee = (fee: number) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { postponement_fee: fee } });
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;

  it('a paid trip: both mails name the old and new dates, the new return and reveal dates, and the fee; no balance', async () => {
    const j = await journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    const res = await postpone(j, inDays(200));
    expect((await confirmCard(t.app, res.json().payment.clientSecret)).json().status).toBe('succeeded');
    const dates = tripDates(inDays(200), '5-7', REVEAL_DAYS_DEFAULT);
    const mine = await mailTo(j.traveller.email, `Mystery trip #${j.tripId} now departs on ${inDays(200)}`);
    expect(mine).toContain(`Hello ${j.traveller.user.name},`);
    expect(mine).toContain(`postponed from ${inDays(120)} to ${inDays(200)}, and we received the postponement fee of ${formatMoney(1000, 'NOK')}.`);
    expect(mine).toContain(`You travel from ${inDays(200)} to ${dates.return_date}; we reveal your destination on ${dates.reveal_date}. A trip`);
    expect(mine).not.toContain('balance');
    const team = await mailTo(admin.email, `Trip #${j.tripId} postponed to ${inDays(200)}`);
    expect(team).toContain(`${j.traveller.user.name} postponed trip #${j.tripId} from ${inDays(120)} to ${inDays(200)} (return ${dates.return_date}, reveal ${dates.reveal_date}) and paid the fee of ${formatMoney(1000, 'NOK')}.`);
    // A paid trip has no balance due date to move, and no reminder to send again.
    expect(await tripRow(j.tripId)).toMatchObject({ balanceDueDate: null, postponedFrom: inDays(120) });
  });

  it('a deposit-paid trip: the traveller is told the balance’s new due date', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(80) } });
    const pay = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part: 'deposit' } });
    await confirmCard(t.app, pay.json().clientSecret);
    expect((await tripRow(j.tripId)).balanceDueDate).toBe(inDays(35));
    const res = await postpone(j, inDays(100));
    await confirmCard(t.app, res.json().payment.clientSecret);
    const mine = await mailTo(j.traveller.email, `Mystery trip #${j.tripId} now departs on ${inDays(100)}`);
    expect(mine).toContain(`, and the balance is now due by ${inDays(55)}. A trip can be postponed only once.`);
  });

  it('a fee of 0: the mails say no fee was taken', async () => {
    expect((await setFee(0)).statusCode).toBe(200);
    try {
      const j = await journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
      expect((await postpone(j, inDays(150))).json().payment).toBeNull();
      const mine = await mailTo(j.traveller.email, `Mystery trip #${j.tripId} now departs on ${inDays(150)}`);
      expect(mine).toContain(`postponed from ${inDays(120)} to ${inDays(150)}.\n\nYou travel`);
      expect(mine).not.toContain('fee');
      const team = await mailTo(admin.email, `Trip #${j.tripId} postponed to ${inDays(150)}`);
      expect(team).toContain('; the fee was 0.');
    } finally {
      await setFee(1000);
    }
  });

  it('a fee that succeeds for a request a newer one replaced goes back, and the mail says why', async () => {
    const j = await journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    const res = (await postpone(j, inDays(200))).json();
    // The newer request's row replaced this one (set directly: through the API its charge would be cancelled too).
    await t.db.update(tripPostponements).set({ status: 'canceled' }).where(eq(tripPostponements.tripId, j.tripId));
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await confirmCard(t.app, res.payment.clientSecret)).json().status).toBe('succeeded');
    const fee = (await t.db.select().from(payments).where(and(eq(payments.tripId, j.tripId), eq(payments.kind, 'postponement_fee'))))[0]!;
    const reason = 'a newer postponement request replaced this one.';
    expect(warn).toHaveBeenCalledWith({ tripId: j.tripId, paymentId: fee.id, reason }, 'postponement fee refunded: the postponement no longer applies');
    expect(fee.status).toBe('refunded');
    expect(await t.db.select().from(tripPostponements).where(eq(tripPostponements.tripId, j.tripId))).toMatchObject([{ status: 'refunded' }]);
    const mine = await mailTo(j.traveller.email, `Postponement fee refunded for mystery trip #${j.tripId}`);
    expect(mine).toContain(`Your payment of ${formatMoney(1000, 'NOK')} went through, but the trip could no longer be postponed: a newer postponement request replaced this one.`);
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.departureDate).toBe(inDays(120));
  });

  it.each(['applied', 'refunded'] as const)('a fee whose postponement is %s already changes nothing: no second move, no refund', async (status) => {
    const j = await journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    const res = (await postpone(j, inDays(200))).json();
    // Only a replay could meet such a row; the ledger normally stops it first, so the row is set directly.
    await t.db.update(tripPostponements).set({ status }).where(eq(tripPostponements.tripId, j.tripId));
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await confirmCard(t.app, res.payment.clientSecret)).json().status).toBe('succeeded');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ tripId: j.tripId, postponement: status }), 'postponement fee succeeded without a pending postponement; left to admins');
    expect(await tripRow(j.tripId)).toMatchObject({ postponedFrom: null, status: 'confirmed', paymentStatus: 'paid' });
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.departureDate).toBe(inDays(120));
    const fee = (await t.db.select().from(payments).where(and(eq(payments.tripId, j.tripId), eq(payments.kind, 'postponement_fee'))))[0]!;
    expect(fee.status).toBe('succeeded');
    expect(await t.db.select().from(tripPostponements).where(eq(tripPostponements.tripId, j.tripId))).toMatchObject([{ status }]);
  });

  it('a fee whose postponement row is gone changes nothing: the trip keeps its dates and the money is left to admins', async () => {
    const j = await journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    const res = (await postpone(j, inDays(200))).json();
    await t.db.delete(tripPostponements).where(eq(tripPostponements.tripId, j.tripId));
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await confirmCard(t.app, res.payment.clientSecret)).json().status).toBe('succeeded');
    const fee0 = (await t.db.select().from(payments).where(and(eq(payments.tripId, j.tripId), eq(payments.kind, 'postponement_fee'))))[0]!;
    // Left to admins: the log says so.
    expect(warn).toHaveBeenCalledWith({ tripId: j.tripId, paymentId: fee0.id, postponement: null }, 'postponement fee succeeded without a pending postponement; left to admins');
    const fee = (await t.db.select().from(payments).where(and(eq(payments.tripId, j.tripId), eq(payments.kind, 'postponement_fee'))))[0]!;
    expect(fee.status).toBe('succeeded');
    expect(await tripRow(j.tripId)).toMatchObject({ postponedFrom: null, status: 'confirmed', paymentStatus: 'paid' });
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.departureDate).toBe(inDays(120));
  });
  it('the balance due date counts only while the balance is open: a deposit-paid trip whose moved due date is past gets its fee back', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(80) } });
    const pay = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part: 'deposit' } });
    await confirmCard(t.app, pay.json().clientSecret);
    const res = (await postpone(j, inDays(60))).json();
    // The due date was brought forward meanwhile (by hand): 20 days earlier it would be past.
    await t.db.update(trips).set({ balanceDueDate: inDays(5) }).where(eq(trips.id, j.tripId));
    await confirmCard(t.app, res.payment.clientSecret);
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.departureDate).toBe(inDays(80));
    expect(await t.db.select().from(tripPostponements).where(eq(tripPostponements.tripId, j.tripId))).toMatchObject([{ status: 'refunded' }]);
  });

  it('a trip paid in full keeps its old balance due date out of the rules: the postponement applies', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(80) } });
    for (const part of ['deposit', 'balance']) {
      const pay = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
      await confirmCard(t.app, pay.json().clientSecret);
    }
    const res = (await postpone(j, inDays(60))).json();
    await t.db.update(trips).set({ balanceDueDate: inDays(5) }).where(eq(trips.id, j.tripId));
    await confirmCard(t.app, res.payment.clientSecret);
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.departureDate).toBe(inDays(60));
    expect(await tripRow(j.tripId)).toMatchObject({ paymentStatus: 'paid', postponedFrom: inDays(80) });
    // Paid: the mail names no balance due date.
    expect(await mailTo(j.traveller.email, `Mystery trip #${j.tripId} now departs on ${inDays(60)}`)).not.toContain('balance');
  });
});
