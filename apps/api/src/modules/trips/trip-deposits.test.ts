import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, formatMoney, paymentPlanTexts, paymentTexts, tripTexts, type PaymentPart } from '@mt/shared';
import { outboxEmails, payments, preferences, refunds, settings, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { REVEAL_JOB } from '../../jobs/reveal-trips.job';
import { BALANCE_REMINDER_JOB } from '../../jobs/balance-reminders.job';
import { confirmCard, inDays, journey, setStatus, travellerTrip } from './testing/journey';

/**
 * Deposit, then balance (issue 18 section 2, docs/decisions/0013), on the sandbox with the default
 * terms: 20 % deposit, balance due 45 days before departure. A database of its own: jobs run on it.
 */
describe('deposit and balance', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const pay = (token: string, tripId: number, part?: PaymentPart) =>
    t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/pay`, headers: bearer(token), ...(part ? { payload: { part } } : {}) });
  const row = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const ledger = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const mailSubjects = async (to: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).map((m) => m.subject);
  const far = () => journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });

  async function depositPaid() {
    const j = await far();
    const res = await pay(j.traveller.token, j.tripId, 'deposit');
    expect((await confirmCard(t.app, res.json().clientSecret)).json().status).toBe('succeeded');
    return j;
  }

  it('GET /api/trips shows the plan before any payment: deposit or full while the departure is far enough', async () => {
    const j = await far();
    const trip = await travellerTrip(t.app, j.traveller.token, j.tripId);
    expect(trip.payment_plan).toEqual({
      deposit_percent: 20,
      deposit_offered: true,
      deposit_amount: 5000,
      balance_amount: 20_000,
      balance_due_date: addDays(inDays(120), -45),
      balance_overdue: false,
      amount_paid: 0,
      amount_due: 25_000,
      next_part: 'full',
      parts: ['deposit', 'full'],
    });
  });

  it('offers only the full price once the departure is within the balance due days, and answers 409 to a deposit', async () => {
    for (const days of [45, 30]) {
      const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(days) } });
      const plan = (await travellerTrip(t.app, j.traveller.token, j.tripId)).payment_plan;
      expect(plan).toMatchObject({ deposit_offered: false, parts: ['full'], next_part: 'full' });
      const res = await pay(j.traveller.token, j.tripId, 'deposit');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: paymentPlanTexts.depositNotOffered });
      expect(await ledger(j.tripId)).toHaveLength(0);
    }
  });

  it('without a part, /pay charges the full price (what old clients expect) and says so', async () => {
    const j = await far();
    const res = await pay(j.traveller.token, j.tripId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sandbox', part: 'full', amount: 25_000, currency: 'NOK' });
    expect(await ledger(j.tripId)).toMatchObject([{ kind: 'full', amountMinor: 2_500_000 }]);
  });

  it('answers 409 to a balance before any deposit, and 400 to an unknown part', async () => {
    const j = await far();
    const balance = await pay(j.traveller.token, j.tripId, 'balance');
    expect(balance.statusCode).toBe(409);
    expect(balance.json()).toEqual({ message: paymentPlanTexts.balanceWithoutDeposit });
    const unknown = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part: 'half' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('a paid deposit confirms the trip (deposit_paid), mails the traveller, and the plan shows the balance due', async () => {
    const j = await far();
    const res = await pay(j.traveller.token, j.tripId, 'deposit');
    expect(res.json()).toMatchObject({ part: 'deposit', amount: 5000, currency: 'NOK' });
    await confirmCard(t.app, res.json().clientSecret);
    expect(await row(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid', depositMinor: 500_000, balanceDueDate: addDays(inDays(120), -45) });
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.status).toBe('confirmed');
    expect(await mailSubjects(j.traveller.email)).toContain(`Deposit received: mystery trip #${j.tripId} is confirmed`);
    const trip = await travellerTrip(t.app, j.traveller.token, j.tripId);
    expect(trip).toMatchObject({ status: 'confirmed', payment_status: 'deposit_paid', is_revealed: false });
    expect(trip.payment_plan).toMatchObject({
      deposit_offered: false,
      deposit_amount: 5000,
      balance_amount: 20_000,
      balance_overdue: false,
      amount_paid: 5000,
      amount_due: 20_000,
      next_part: 'balance',
      parts: ['balance'],
    });
  });

  it('a deposit-paid trip is not revealed, completed or reviewed until the balance is paid', async () => {
    const j = await depositPaid();
    const reveal = await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/reveal`, headers: bearer(admin.token) });
    expect(reveal.statusCode).toBe(409);
    expect(reveal.json()).toEqual({ message: paymentPlanTexts.revealNeedsFullPayment });
    expect((await setStatus(t.app, admin.token, j.tripId, 'revealed')).json()).toEqual({ message: paymentPlanTexts.revealNeedsFullPayment });
    const complete = await setStatus(t.app, admin.token, j.tripId, 'completed');
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toEqual({ message: paymentPlanTexts.completeNeedsFullPayment });
    const travellerComplete = await t.app.inject({ method: 'PUT', url: `/api/trips/${j.tripId}/traveller-complete`, headers: bearer(j.traveller.token) });
    expect(travellerComplete.statusCode).toBe(409);
    expect(travellerComplete.json()).toEqual({ message: tripTexts.notCompletable });
    const details = await t.app.inject({ method: 'GET', url: `/api/trips/${j.tripId}/details`, headers: bearer(j.traveller.token) });
    expect(details.json()).toEqual({ message: tripTexts.detailsNotRevealed });
    expect(await row(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid', revealedAt: null });
  });

  it('the reveal job skips a deposit-paid trip that is due, and reveals it once the balance is in', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    await confirmCard(t.app, (await pay(j.traveller.token, j.tripId, 'deposit')).json().clientSecret);
    // The reveal is due: the job runs as if it were three days before the departure.
    const { revealDueTrips } = await import('./reveal-due-trips.service');
    const revealDay = new Date(Date.parse(`${addDays(inDays(120), -3)}T12:00:00Z`));
    expect(await revealDueTrips(t.app, revealDay)).not.toContain(j.tripId);
    expect((await row(j.tripId)).status).toBe('confirmed');
    await confirmCard(t.app, (await pay(j.traveller.token, j.tripId)).json().clientSecret);
    expect(await revealDueTrips(t.app, revealDay)).toContain(j.tripId);
    expect((await row(j.tripId)).status).toBe('revealed');
    expect((await t.app.scheduler.runNow(REVEAL_JOB)).ran).toBe(true);
  });

  it('paying the balance makes the trip paid; then nothing more can be paid', async () => {
    const j = await depositPaid();
    for (const part of ['deposit', 'full'] as const) {
      const wrong = await pay(j.traveller.token, j.tripId, part);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toEqual({ message: paymentPlanTexts.depositAlreadyPaid });
    }
    const res = await pay(j.traveller.token, j.tripId);
    expect(res.json()).toMatchObject({ part: 'balance', amount: 20_000 });
    expect((await confirmCard(t.app, res.json().clientSecret)).json().status).toBe('succeeded');
    expect(await row(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await mailSubjects(j.traveller.email)).toContain(`Balance received: mystery trip #${j.tripId} is fully paid`);
    const plan = (await travellerTrip(t.app, j.traveller.token, j.tripId)).payment_plan;
    expect(plan).toMatchObject({ amount_paid: 25_000, amount_due: 0, next_part: null, parts: [], balance_overdue: false });
    expect((await ledger(j.tripId)).map((p) => [p.kind, p.amountMinor, p.status])).toEqual([
      ['deposit', 500_000, 'succeeded'],
      ['balance', 2_000_000, 'succeeded'],
    ]);
    for (const part of [undefined, 'balance', 'full'] as const) {
      const again = await pay(j.traveller.token, j.tripId, part);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: tripTexts.alreadyPaid });
    }
  });

  it('keeps one open charge per trip: the same part is reused, another part cancels it', async () => {
    const j = await far();
    const first = (await pay(j.traveller.token, j.tripId, 'deposit')).json().clientSecret;
    expect((await pay(j.traveller.token, j.tripId, 'deposit')).json().clientSecret).toBe(first);
    const full = (await pay(j.traveller.token, j.tripId, 'full')).json();
    expect(full.clientSecret).not.toBe(first);
    expect((await ledger(j.tripId)).map((p) => [p.kind, p.status])).toEqual([
      ['deposit', 'canceled'],
      ['full', 'requires_payment_method'],
    ]);
    // The abandoned deposit can no longer be paid.
    const late = await confirmCard(t.app, first);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: paymentTexts.status('canceled') });
    expect((await row(j.tripId)).depositMinor).toBeNull();
  });

  it('a settings change after the deposit does not move the agreed plan', async () => {
    const own = await buildTestApp({ freshDatabase: true });
    try {
      const ownAdmin = await createAdmin(own.app);
      const j = await journey(own.app, 'proposed', { admin: ownAdmin, total: 25_000, preference: { departure_date: inDays(120) } });
      const secret = (await own.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part: 'deposit' } })).json().clientSecret;
      await confirmCard(own.app, secret);
      const put = await own.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(ownAdmin.token), payload: { deposit_percent: 50, balance_due_days: 10 } });
      expect(put.statusCode).toBe(200);
      const plan = (await travellerTrip(own.app, j.traveller.token, j.tripId)).payment_plan;
      expect(plan).toMatchObject({ deposit_percent: 20, deposit_amount: 5000, balance_amount: 20_000, balance_due_date: addDays(inDays(120), -45) });
      const balance = await own.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token) });
      expect(balance.json()).toMatchObject({ part: 'balance', amount: 20_000 });
      // A new proposal follows the new terms; 0 % turns deposits off.
      const k = await journey(own.app, 'proposed', { admin: ownAdmin, total: 25_000, preference: { departure_date: inDays(120) } });
      expect((await travellerTrip(own.app, k.traveller.token, k.tripId)).payment_plan).toMatchObject({ deposit_percent: 50, deposit_amount: 12_500, balance_due_date: addDays(inDays(120), -10) });
      await own.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(ownAdmin.token), payload: { deposit_percent: 0 } });
      expect((await travellerTrip(own.app, k.traveller.token, k.tripId)).payment_plan).toMatchObject({
        deposit_offered: false,
        deposit_amount: null,
        balance_amount: null,
        balance_due_date: null,
        parts: ['full'],
      });
      const refused = await own.app.inject({ method: 'POST', url: `/api/trips/${k.tripId}/pay`, headers: bearer(k.traveller.token), payload: { part: 'deposit' } });
      expect(refused.statusCode).toBe(409);
    } finally {
      await own.close();
    }
  });

  it('past the due date the balance shows as overdue to the traveller and the admin, and can still be paid', async () => {
    const j = await depositPaid();
    await t.db.update(trips).set({ balanceDueDate: inDays(-1) }).where(eq(trips.id, j.tripId));
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).payment_plan).toMatchObject({ balance_overdue: true, next_part: 'balance' });
    const adminTrip = (await t.app.inject({ method: 'GET', url: `/api/admin/trips/${j.tripId}`, headers: bearer(admin.token) })).json().trip;
    expect(adminTrip.payment_plan).toMatchObject({ balance_overdue: true, amount_paid: 5000, balance_amount: 20_000 });
    await confirmCard(t.app, (await pay(j.traveller.token, j.tripId)).json().clientSecret);
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).payment_plan.balance_overdue).toBe(false);
  });

  it('the admin cancelling a deposit-and-balance trip refunds both charges in full, each its own ledger row', async () => {
    const j = await depositPaid();
    await confirmCard(t.app, (await pay(j.traveller.token, j.tripId)).json().clientSecret);
    const res = await setStatus(t.app, admin.token, j.tripId, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(await row(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const charges = await ledger(j.tripId);
    expect(charges.map((p) => p.status)).toEqual(['refunded', 'refunded']);
    const rows = await t.db.select().from(refunds).where(eq(refunds.tripId, j.tripId)).orderBy(refunds.id);
    expect(rows.map((r) => [r.paymentId, r.amountMinor, r.reason])).toEqual([
      [charges[0]!.id, 500_000, 'cancellation'],
      [charges[1]!.id, 2_000_000, 'cancellation'],
    ]);
    expect(new Set(rows.map((r) => r.providerRefundId)).size).toBe(2);
    const mail = (await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, j.traveller.email), eq(outboxEmails.subject, `Mystery trip #${j.tripId} was cancelled`))))[0]!;
    expect(mail.body).toContain(formatMoney(25_000, 'NOK'));
  });

  it('cancelling a trip with only the deposit paid refunds the deposit', async () => {
    const j = await depositPaid();
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    expect(await row(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await t.db.select().from(refunds).where(eq(refunds.tripId, j.tripId))).map((r) => r.amountMinor)).toEqual([500_000]);
  });

  it('reminds once, 7 days before the balance is due, and not a trip paid in full or due later', async () => {
    const due = await depositPaid();
    const later = await depositPaid();
    const paid = await depositPaid();
    await t.db.update(trips).set({ balanceDueDate: inDays(7) }).where(eq(trips.id, due.tripId));
    await t.db.update(trips).set({ balanceDueDate: inDays(8) }).where(eq(trips.id, later.tripId));
    await t.db.update(trips).set({ balanceDueDate: inDays(3) }).where(eq(trips.id, paid.tripId));
    await confirmCard(t.app, (await pay(paid.traveller.token, paid.tripId)).json().clientSecret);

    const run = await t.app.scheduler.runNow(BALANCE_REMINDER_JOB);
    expect(run).toEqual({ ran: true, result: [due.tripId] });
    const subject = `Reminder: the balance of mystery trip #${due.tripId} is due by ${inDays(7)}`;
    expect((await mailSubjects(due.traveller.email)).filter((s) => s === subject)).toHaveLength(1);
    expect((await mailSubjects(later.traveller.email)).some((s) => s.startsWith('Reminder'))).toBe(false);
    expect((await t.app.scheduler.runNow(BALANCE_REMINDER_JOB))).toEqual({ ran: true, result: [] });
    expect((await row(due.tripId)).balanceReminderSentAt).toBeInstanceOf(Date);
  });

  it('reads a stored deposit percent that no longer validates as the default', async () => {
    await t.db.insert(settings).values({ key: 'deposit_percent', value: 'lots' }).onConflictDoUpdate({ target: settings.key, set: { value: 'lots' } });
    const j = await far();
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).payment_plan.deposit_percent).toBe(20);
    await t.db.delete(settings).where(eq(settings.key, 'deposit_percent'));
  });
});
