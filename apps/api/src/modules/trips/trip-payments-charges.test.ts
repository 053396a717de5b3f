import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatMoney, REVEAL_DAYS_DEFAULT, tripDates } from '@mt/shared';
import { outboxEmails, payments, preferences, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { inDays, journey, type Journey } from './testing/journey';

/**
 * What a succeeded charge does to its trip (trip-charge-succeeded.ts, docs/decisions/0013), through
 * Stripe's webhooks: the mails name the amounts and dates, a postponement fee goes to the
 * postponement, and a charge the trip no longer waits for (a race) changes nothing but leaves the
 * money visible. Rows "a race would leave" are inserted directly.
 */
describe('a succeeded charge and its trip', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    const stripe = fakeStripeApi();
    t = await buildTestApp({ env: STRIPE_TEST_ENV, payments: stripe.provider });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const ledger = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
  const succeeded = (id: string, amount: number) => signedEvent('payment_intent.succeeded', { id, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' });
  const mails = async (j: Journey, subject: string) =>
    (await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, j.traveller.email), eq(outboxEmails.subject, subject)))).map((m) => m.body);
  const reveal = (departure: string) => tripDates(departure, '5-7', REVEAL_DAYS_DEFAULT).reveal_date;
  const proposed = () => journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
  async function pay(j: Journey, part: 'full' | 'deposit' | 'balance', amount: number) {
    await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
    const charge = (await ledger(j.tripId)).at(-1)!;
    expect((await deliver(succeeded(charge.providerPaymentId, amount))).statusCode).toBe(200);
  }
  /** A charge a race let through: a ledger row of this kind, its success delivered. */
  async function raced(j: Journey, kind: 'deposit' | 'balance', amountMinor: number) {
    const id = `pi_race_${j.tripId}_${kind}_${amountMinor}`;
    await t.db.insert(payments).values({ tripId: j.tripId, provider: 'stripe', providerPaymentId: id, amountMinor, currency: 'NOK', status: 'requires_payment_method', kind });
    expect((await deliver(succeeded(id, amountMinor))).statusCode).toBe(200);
  }

  it('the full price: the mail names the amount and the reveal date', async () => {
    const j = await proposed();
    await pay(j, 'full', 2_500_000);
    const [body] = await mails(j, `Payment received: mystery trip #${j.tripId} is confirmed`);
    expect(body).toContain(`We received your payment of ${formatMoney(25_000, 'NOK')}.`);
    expect(body).toContain(`We will reveal your destination on ${reveal(inDays(120))}.`);
  });

  it('the deposit: the mail names the balance left and its due date; a trip without an agreed due date gets today’s terms', async () => {
    const j = await proposed();
    await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part: 'deposit' } });
    // A trip offered before due dates were agreed with the offer has none.
    await t.db.update(trips).set({ balanceDueDate: null }).where(eq(trips.id, j.tripId));
    const [deposit] = await ledger(j.tripId);
    await deliver(succeeded(deposit!.providerPaymentId, 500_000));
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid', depositMinor: 500_000, balanceDueDate: inDays(75) });
    const [body] = await mails(j, `Deposit received: mystery trip #${j.tripId} is confirmed`);
    expect(body).toContain(`The balance of ${formatMoney(20_000, 'NOK')} is due by ${inDays(75)};`);

    await pay(j, 'balance', 2_000_000);
    const [balance] = await mails(j, `Balance received: mystery trip #${j.tripId} is fully paid`);
    expect(balance).toContain(`We will reveal your destination on ${reveal(inDays(120))}.`);
  });

  it('a postponement fee goes to its postponement: the trip moves', async () => {
    const j = await proposed();
    await pay(j, 'full', 2_500_000);
    await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/postpone`, headers: bearer(j.traveller.token), payload: { departure_date: inDays(200) } });
    const fee = (await ledger(j.tripId)).at(-1)!;
    expect(fee.kind).toBe('postponement_fee');
    await deliver(succeeded(fee.providerPaymentId, 100_000));
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.departureDate).toBe(inDays(200));
    expect(await tripRow(j.tripId)).toMatchObject({ postponedFrom: inDays(120), paymentStatus: 'paid' });
  });

  it('a second deposit on a deposit-paid trip changes nothing: still deposit-paid, no second confirmation, no balance mail', async () => {
    const j = await proposed();
    await pay(j, 'deposit', 500_000);
    await raced(j, 'deposit', 500_000);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid', depositMinor: 500_000 });
    expect(await mails(j, `Balance received: mystery trip #${j.tripId} is fully paid`)).toEqual([]);
    // The trip was confirmed by the first deposit only: no second confirmation.
    expect(await mails(j, `Deposit received: mystery trip #${j.tripId} is confirmed`)).toHaveLength(1);
  });

  it('a second balance on a paid trip sends no second mail', async () => {
    const j = await proposed();
    await pay(j, 'deposit', 500_000);
    await pay(j, 'balance', 2_000_000);
    await raced(j, 'balance', 2_000_000);
    expect(await mails(j, `Balance received: mystery trip #${j.tripId} is fully paid`)).toHaveLength(1);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a balance that succeeds after the traveller cancelled is shown as paid for admins to refund, with no mail', async () => {
    const j = await proposed();
    await pay(j, 'deposit', 500_000);
    // Under 14 days: nothing back, the trip stays deposit-paid.
    await t.db.update(preferences).set({ departureDate: inDays(10) }).where(eq(preferences.id, j.preferenceId));
    expect((await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/cancel`, headers: bearer(j.traveller.token), payload: { expected_refund: 0 } })).statusCode).toBe(200);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'deposit_paid' });
    await raced(j, 'balance', 2_000_000);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(await mails(j, `Balance received: mystery trip #${j.tripId} is fully paid`)).toEqual([]);
  });
});
