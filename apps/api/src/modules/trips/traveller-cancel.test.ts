import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_TERMS_DEFAULT, cancelTripTexts, cancellationTexts, formatMoney, tripTexts, type PaymentPart } from '@mt/shared';
import { outboxEmails, payments, preferences, refunds, trips, tripServices } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { confirmCard, endsToday, inDays, journey, setStatus, type Journey } from './testing/journey';

/**
 * POST /api/trips/{id}/cancel (issue 18 section 3, docs/decisions/0015) with the sandbox and the
 * default terms: 20 % deposit; 60+ days: 100 % keeping the deposit, 30: 50 %, 14: 25 %, under 14: nothing.
 */
describe('the traveller cancels', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const cancel = (tripId: number, token?: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/cancel`, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const quote = async (j: Journey) => (await t.app.inject({ method: 'GET', url: `/api/trips/${j.tripId}/cancellation`, headers: bearer(j.traveller.token) })).json();
  const payPart = async (j: Journey, part: PaymentPart) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
    expect((await confirmCard(t.app, res.json().clientSecret)).json().status).toBe('succeeded');
  };
  const departIn = (j: Journey, days: number) => t.db.update(preferences).set({ departureDate: inDays(days) }).where(eq(preferences.id, j.preferenceId));
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const ledger = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const refundRows = (tripId: number) => t.db.select().from(refunds).where(eq(refunds.tripId, tripId)).orderBy(refunds.id);
  const far = () => journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
  const depositPaid = async () => {
    const j = await far();
    await payPart(j, 'deposit');
    return j;
  };
  const paidInFull = () => journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(120) } });

  describe('the amount of each tier at its edges', () => {
    // [days before departure, refund of a trip paid in one charge, refund of a deposit-only trip]
    const edges: [number, number, number][] = [
      [60, 20_000, 0],
      [59, 12_500, 2500],
      [30, 12_500, 2500],
      [29, 6250, 1250],
      [14, 6250, 1250],
      [13, 0, 0],
      [0, 0, 0],
      [-1, 0, 0],
    ];
    it.each(edges)('%i days ahead, paid in full: refunds %i of 25,000', async (days, refund) => {
      const j = await paidInFull();
      await departIn(j, days);
      const res = await cancel(j.tripId, j.traveller.token, { expected_refund: refund });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ refund, fee: 25_000 - refund, currency: 'NOK' });
      expect(res.json().trip).toMatchObject({ status: 'cancelled', refunded_amount: refund, kept_amount: 25_000 - refund });
      expect((await refundRows(j.tripId)).map((r) => r.amountMinor)).toEqual(refund > 0 ? [refund * 100] : []);
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: refund > 0 ? 'partially_refunded' : 'paid', keptMinor: (25_000 - refund) * 100 });
    });
    it.each(edges)('%i days ahead, deposit only (a full payment: %i back): refunds %i of its 5,000', async (days, _full, refund) => {
      const j = await depositPaid();
      await departIn(j, days);
      const res = await cancel(j.tripId, j.traveller.token, { expected_refund: refund });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ refund, fee: 5000 - refund });
      expect((await refundRows(j.tripId)).map((r) => r.amountMinor)).toEqual(refund > 0 ? [refund * 100] : []);
      expect(await tripRow(j.tripId)).toMatchObject({ paymentStatus: refund > 0 ? 'partially_refunded' : 'deposit_paid', keptMinor: (5000 - refund) * 100 });
    });
  });

  it('refunds the balance first, so the deposit is what is kept; one refunds row and one key per charge refunded', async () => {
    const j = await depositPaid();
    await payPart(j, 'balance');
    await departIn(j, 45);
    const [deposit, balance] = await ledger(j.tripId);
    const res = await cancel(j.tripId, j.traveller.token, { expected_refund: 12_500 });
    expect(res.statusCode).toBe(200);
    // 12,500 back: all of it from the 20,000 balance; the 5,000 deposit untouched.
    const rows = await refundRows(j.tripId);
    expect(rows.map((r) => [r.paymentId, r.amountMinor, r.reason])).toEqual([[balance!.id, 1_250_000, 'cancellation']]);
    expect((await ledger(j.tripId)).map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect(deposit!.kind).toBe('deposit');
    // 60+ days: 20,000 back = the whole balance (marked refunded), the deposit kept.
    const k = await depositPaid();
    await payPart(k, 'balance');
    expect((await cancel(k.tripId, k.traveller.token)).json()).toMatchObject({ refund: 20_000, fee: 5000 });
    expect((await ledger(k.tripId)).map((p) => [p.kind, p.status])).toEqual([
      ['deposit', 'succeeded'],
      ['balance', 'refunded'],
    ]);
  });

  it('a refund larger than the balance takes the rest from the deposit', async () => {
    // A table refunding everything at 0 days, agreed at the first charge.
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { cancellation_tiers: [{ min_days_before_departure: 0, refund_percent: 100 }] } });
    try {
      const j = await depositPaid();
      await payPart(j, 'balance');
      const res = await cancel(j.tripId, j.traveller.token, { expected_refund: 25_000 });
      expect(res.json()).toMatchObject({ refund: 25_000, fee: 0 });
      const [deposit, balance] = await ledger(j.tripId);
      expect((await refundRows(j.tripId)).map((r) => [r.paymentId, r.amountMinor])).toEqual([
        [balance!.id, 2_000_000],
        [deposit!.id, 500_000],
      ]);
      // Nothing kept: refunded in full, and the trip counts nothing.
      expect(await tripRow(j.tripId)).toMatchObject({ paymentStatus: 'refunded', keptMinor: null });
      expect((await t.db.select().from(tripServices).where(eq(tripServices.tripId, j.tripId))).map((l) => l.partnerPayoutMinor)).toEqual([null, null]);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { cancellation_tiers: BOOKING_TERMS_DEFAULT.cancellation_tiers } });
    }
  });

  it('the tiers agreed at the first charge apply, not a later settings change; GET /api/trips shows them', async () => {
    const j = await depositPaid();
    const agreed = (await tripRow(j.tripId)).cancellationTiers;
    expect(agreed?.map((tier) => tier.refund_percent)).toEqual([100, 50, 25, 0]);
    const newTable = [{ min_days_before_departure: 0, refund_percent: 10, keeps_deposit: false }];
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { cancellation_tiers: newTable } })).statusCode).toBe(200);
    try {
      await departIn(j, 40);
      const list = (await t.app.inject({ method: 'GET', url: '/api/trips', headers: bearer(j.traveller.token) })).json();
      expect(list.upcomingTrip.cancellation_tiers).toEqual(agreed);
      expect(await quote(j)).toMatchObject({ refund: 2500, tier: { refund_percent: 50 } });
      // A proposal not yet charged shows (and will agree to) today's table.
      const fresh = await far();
      const freshList = (await t.app.inject({ method: 'GET', url: '/api/trips', headers: bearer(fresh.traveller.token) })).json();
      expect(freshList.upcomingTrip.cancellation_tiers).toEqual(newTable);
      expect((await cancel(j.tripId, j.traveller.token, { expected_refund: 2500 })).statusCode).toBe(200);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { cancellation_tiers: agreed } });
    }
  });

  it("a trip paid in one charge keeps a deposit's worth at the percent agreed with the tiers, not a later one", async () => {
    const j = await paidInFull();
    expect((await tripRow(j.tripId)).cancellationDepositPercent).toBe(BOOKING_TERMS_DEFAULT.deposit_percent);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { deposit_percent: 50 } })).statusCode).toBe(200);
    try {
      await departIn(j, 90);
      // 20 % of 25,000 is kept, as agreed; at today's 50 % the refund would be 12,500.
      expect(await quote(j)).toMatchObject({ refund: 20_000, fee: 5000 });
      const list = (await t.app.inject({ method: 'GET', url: '/api/trips', headers: bearer(j.traveller.token) })).json();
      expect(list.upcomingTrip.payment_plan).toMatchObject({ deposit_percent: 20, deposit_amount: 5000 });
      // A proposal not yet charged is offered today's deposit.
      const fresh = await far();
      const freshList = (await t.app.inject({ method: 'GET', url: '/api/trips', headers: bearer(fresh.traveller.token) })).json();
      expect(freshList.upcomingTrip.payment_plan).toMatchObject({ deposit_percent: 50, deposit_amount: 12_500 });
      expect((await cancel(j.tripId, j.traveller.token, { expected_refund: 20_000 })).json()).toMatchObject({ refund: 20_000, fee: 5000 });
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { deposit_percent: BOOKING_TERMS_DEFAULT.deposit_percent } });
    }
  });

  it('answers 409 naming the new refund when the quote changed, and does nothing', async () => {
    const j = await paidInFull();
    await departIn(j, 60);
    const shown = await quote(j);
    expect(shown.refund).toBe(20_000);
    // Midnight passes: 59 days now.
    await departIn(j, 59);
    const res = await cancel(j.tripId, j.traveller.token, { expected_refund: shown.refund });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: cancelTripTexts.quoteChanged(12_500, 'NOK') });
    expect(res.json().message).toContain('12,500');
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', keptMinor: null });
    expect(await refundRows(j.tripId)).toEqual([]);
    expect((await cancel(j.tripId, j.traveller.token, { expected_refund: 12_500 })).statusCode).toBe(200);
  });

  it('answers 401, 404 for another traveller (as for no trip), 403 for an admin, and changes nothing', async () => {
    const j = await paidInFull();
    expect((await cancel(j.tripId)).statusCode).toBe(401);
    const other = await createTraveller(t.app);
    const notTheirs = await cancel(j.tripId, other.token, {});
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: tripTexts.tripNotFound });
    expect((await cancel(j.tripId, admin.token, {})).statusCode).toBe(403);
    const missing = await cancel(999_999, j.traveller.token, {});
    expect(missing.statusCode).toBe(404);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('answers 400 for a reason over 1,000 characters or a negative expected refund', async () => {
    const j = await paidInFull();
    const long = await cancel(j.tripId, j.traveller.token, { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(cancelTripTexts.reasonTooLong);
    const negative = await cancel(j.tripId, j.traveller.token, { expected_refund: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(cancelTripTexts.expectedRefundInvalid);
    expect((await cancel(j.tripId, j.traveller.token, { expected_refund: 'lots' })).statusCode).toBe(400);
    expect((await tripRow(j.tripId)).status).toBe('confirmed');
    // A reason of 1,000 characters once trimmed is fine.
    expect((await cancel(j.tripId, j.traveller.token, { reason: `  ${'y'.repeat(1000)}  ` })).statusCode).toBe(200);
  });

  it('answers 409 for an unpaid proposal (declined instead), and for completed, pending completion and cancelled trips', async () => {
    const proposal = await far();
    const unpaid = await cancel(proposal.tripId, proposal.traveller.token, {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: cancelTripTexts.unpaidUseDecline });
    expect((await tripRow(proposal.tripId)).status).toBe('pending_confirmation');

    const pending = await journey(t.app, 'paid', { admin });
    await endsToday(t.app, pending.tripId);
    expect((await t.app.inject({ method: 'PUT', url: `/api/trips/${pending.tripId}/traveller-complete`, headers: bearer(pending.traveller.token) })).statusCode).toBe(200);
    const completed = await journey(t.app, 'completed', { admin });
    const cancelled = await journey(t.app, 'paid', { admin });
    expect((await setStatus(t.app, admin.token, cancelled.tripId, 'cancelled')).statusCode).toBe(200);
    const twice = await paidInFull();
    expect((await cancel(twice.tripId, twice.traveller.token, {})).statusCode).toBe(200);
    for (const j of [pending, completed, cancelled, twice]) {
      const res = await cancel(j.tripId, j.traveller.token, {});
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: cancellationTexts.notCancellable });
    }
    // The second cancellation refunded nothing more.
    expect(await refundRows(twice.tripId)).toHaveLength(1);
  });

  it('a revealed trip can be cancelled; the preference is cancelled and both sides are e-mailed', async () => {
    const j = await journey(t.app, 'revealed', { admin, total: 25_000 });
    await departIn(j, 20);
    const res = await cancel(j.tripId, j.traveller.token, { reason: '  A family matter.  ', expected_refund: 6250 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(cancelTripTexts.cancelled(6250, 18_750, 'NOK'));
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.status).toBe('cancelled');
    const mine = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, j.traveller.user.email));
    const confirmation = mine.find((m) => m.subject === `You cancelled mystery trip #${j.tripId}`)!;
    expect(confirmation.body).toContain(`${formatMoney(6250, 'NOK')} to your card`);
    expect(confirmation.body).toContain(`${formatMoney(18_750, 'NOK')} is kept`);
    expect(confirmation.body).toContain('14–29 days before departure: 25 % of what you paid');
    const team = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, admin.user.email));
    const told = team.find((m) => m.subject.endsWith(`cancelled trip #${j.tripId}`))!;
    expect(told.body).toContain('A family matter.');
    expect(told.body).not.toContain('  A family');
  });

  it('cancels an open balance intent, so nothing more can be charged; the admin sees what was refunded and kept', async () => {
    const j = await depositPaid();
    await departIn(j, 40);
    // The traveller started paying the balance and stopped before confirming it.
    expect((await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part: 'balance' } })).statusCode).toBe(200);
    expect((await ledger(j.tripId)).map((p) => [p.kind, p.status])).toEqual([
      ['deposit', 'succeeded'],
      ['balance', 'requires_payment_method'],
    ]);
    expect((await cancel(j.tripId, j.traveller.token, { expected_refund: 2500 })).statusCode).toBe(200);
    expect((await ledger(j.tripId)).map((p) => [p.kind, p.status])).toEqual([
      ['deposit', 'succeeded'],
      ['balance', 'canceled'],
    ]);
    const seen = (await t.app.inject({ method: 'GET', url: `/api/admin/trips/${j.tripId}`, headers: bearer(admin.token) })).json().trip;
    expect(seen).toMatchObject({ status: 'cancelled', payment_status: 'partially_refunded', refunded_amount: 2500, kept_amount: 2500 });
  });

  it('no body at all cancels at today\'s quote', async () => {
    const j = await paidInFull();
    const res = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/cancel`, headers: bearer(j.traveller.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refund: 20_000, fee: 5000 });
  });

  it('splits what was kept over the service lines: each partner is paid their share less commission', async () => {
    const j = await paidInFull();
    await departIn(j, 20);
    expect((await cancel(j.tripId, j.traveller.token, { expected_refund: 6250 })).statusCode).toBe(200);
    const lines = await t.db.select().from(tripServices).where(eq(tripServices.tripId, j.tripId)).orderBy(tripServices.id);
    // Two services of equal value, 12 % commission: 18,750 kept, 9,375 each, 8,250 to the partner.
    expect(lines.map((l) => [l.keptValueMinor, l.partnerPayoutMinor])).toEqual([
      [937_500, 825_000],
      [937_500, 825_000],
    ]);
  });
});
