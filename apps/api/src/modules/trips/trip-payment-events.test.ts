import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outboxEmails, paymentDiscrepancies, payments, preferences, providerEvents, trips } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { applyProviderEvent } from '../billing/provider-events';
import { sandboxEvent } from '../billing/sandbox-events';
import { confirmCard, journey, setStatus, startPayment, type Journey } from './testing/journey';

/**
 * The provider's events for a trip's payment (trip-payment-events.ts), applied through billing's one
 * door as a webhook would be, with a logger that keeps what the handlers report to the operators.
 */
describe('trip payment events', () => {
  let t: TestApp;
  let admin: Person;
  const logged: { level: 'info' | 'warn'; fields: Record<string, unknown>; message: string }[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const noop = () => undefined;
  const log = {
    level: 'info',
    child: () => log,
    fatal: noop,
    error: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    info: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'info', fields, message }),
    warn: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'warn', fields, message }),
  } as unknown as FastifyBaseLogger;
  const apply = (type: string, object: Record<string, unknown>) =>
    applyProviderEvent({ db: t.db, config: t.config, log, mail: t.app.mail, eventHandlers: t.app.providerEventHandlers }, sandboxEvent(type, object));
  const intent = (id: string, amount?: number) => ({ id, object: 'payment_intent', ...(amount === undefined ? {} : { amount }), currency: 'nok' });

  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const paymentRows = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const preferenceStatus = async (j: Journey) => (await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.status;
  const subjects = async (j: Journey) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, j.traveller.email))).map((m) => m.subject);
  const mailsTo = (j: Journey) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, j.traveller.email));
  const discrepanciesOf = (tripId: number) => t.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.tripId, tripId));
  const warningsAbout = (key: string, value: unknown) => logged.filter((l) => l.level === 'warn' && l.fields[key] === value);

  /** A proposal with an open sandbox intent. */
  async function withIntent(total = 5000) {
    const j = await journey(t.app, 'proposed', { admin, total });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    const [payment] = await paymentRows(j.tripId);
    return { ...j, secret, intentId: payment!.providerPaymentId, amountMinor: payment!.amountMinor };
  }

  /** A confirmed trip paid through its intent. */
  async function paid(total = 5000) {
    const j = await withIntent(total);
    expect((await confirmCard(t.app, j.secret)).json().status).toBe('succeeded');
    return j;
  }

  describe('payment_intent.succeeded', () => {
    it('confirms the trip and mails the receipt when amount and currency match the charge, and reports nothing', async () => {
      const j = await withIntent(5000);
      await apply('payment_intent.succeeded', intent(j.intentId, 500_000));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(await preferenceStatus(j)).toBe('confirmed');
      const [receipt] = (await mailsTo(j)).filter((m) => m.subject.startsWith('Payment received'));
      expect(receipt!.body).toContain('NOK');
      expect(receipt!.body).toContain('5,000.00');
      expect(warningsAbout('intentId', j.intentId)).toEqual([]);
      expect(await discrepanciesOf(j.tripId)).toEqual([]);
    });

    it('confirms nothing for another amount, another currency or none given: records it, warns and e-mails every admin once', async () => {
      for (const [amount, currency] of [
        [499_000, 'nok'],
        [500_000, 'eur'],
        [undefined, 'nok'],
      ] as const) {
        const j = await withIntent(5000);
        const event = sandboxEvent('payment_intent.succeeded', { id: j.intentId, object: 'payment_intent', ...(amount === undefined ? {} : { amount }), currency });
        const deps = { db: t.db, config: t.config, log, mail: t.app.mail, eventHandlers: t.app.providerEventHandlers };
        expect(await applyProviderEvent(deps, event)).toBe('applied');
        expect(await applyProviderEvent(deps, event)).toBe('duplicate');
        expect(await tripRow(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });
        expect(await preferenceStatus(j)).not.toBe('confirmed');
        expect((await paymentRows(j.tripId)).map((p) => p.status)).not.toContain('succeeded');
        expect((await subjects(j)).some((s) => s.startsWith('Payment received'))).toBe(false);
        expect(await discrepanciesOf(j.tripId)).toEqual([
          expect.objectContaining({
            tripId: j.tripId,
            providerPaymentId: j.intentId,
            expectedAmountMinor: 500_000,
            expectedCurrency: 'NOK',
            receivedAmountMinor: amount ?? null,
            receivedCurrency: currency.toUpperCase(),
            eventId: event.id,
            resolvedAt: null,
          }),
        ]);
        expect(warningsAbout('intentId', j.intentId)).toHaveLength(1);
        const alerts = await t.db.select().from(outboxEmails).where(eq(outboxEmails.subject, `Payment for trip #${j.tripId} did not match its charge`));
        expect(alerts.map((m) => m.to)).toContain(admin.email);
        expect(alerts[0]!.body).toContain('NOK\u00a05,000.00');
      }
    });

    it('the admin refunding a success that did not match settles the ledger and leaves the trip waiting, without a cancellation mail', async () => {
      const j = await withIntent(5000);
      await apply('payment_intent.succeeded', intent(j.intentId, 1));
      await apply('charge.refunded', { id: 'ch_mismatch', object: 'charge', payment_intent: j.intentId, refunded: true, amount: 1, amount_refunded: 1 });
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['refunded']);
      expect((await subjects(j)).filter((subject) => /cancel|refund/i.test(subject))).toEqual([]);
    });

    it('a matching success after a mismatched one confirms the trip', async () => {
      const j = await withIntent(5000);
      await apply('payment_intent.succeeded', intent(j.intentId, 1));
      expect((await tripRow(j.tripId)).status).toBe('pending_confirmation');
      await apply('payment_intent.succeeded', intent(j.intentId, 500_000));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(await discrepanciesOf(j.tripId)).toHaveLength(1);
    });

    it('after a cancellation raced it, keeps the money visible on the cancelled trip and warns, without a receipt', async () => {
      const j = await withIntent();
      expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
      await apply('payment_intent.succeeded', intent(j.intentId, j.amountMinor));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['succeeded']);
      expect(await preferenceStatus(j)).toBe('cancelled');
      expect((await subjects(j)).some((s) => s.startsWith('Payment received'))).toBe(false);
      expect(warningsAbout('tripId', j.tripId)).toEqual([
        { level: 'warn', fields: expect.objectContaining({ tripId: j.tripId, status: 'cancelled' }), message: expect.stringContaining('no longer waits') },
      ]);
    });

    it('changes nothing for a payment already refunded', async () => {
      const j = await paid();
      expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
      await apply('payment_intent.succeeded', intent(j.intentId, j.amountMinor));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['refunded']);
    });

    it('a repeated success (another event id) changes nothing and warns of nothing', async () => {
      const j = await paid();
      await apply('payment_intent.succeeded', intent(j.intentId, j.amountMinor));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect((await subjects(j)).filter((s) => s.startsWith('Payment received'))).toHaveLength(1);
      expect(warningsAbout('tripId', j.tripId)).toEqual([]);
    });

    it('refuses a malformed event, which stays unrecorded so that its redelivery is applied', async () => {
      const j = await withIntent();
      const bad = sandboxEvent('payment_intent.succeeded', { id: j.intentId, amount: '5000' });
      const deps = { db: t.db, config: t.config, log, mail: t.app.mail, eventHandlers: t.app.providerEventHandlers };
      await expect(applyProviderEvent(deps, bad)).rejects.toThrow();
      const badCharge = sandboxEvent('charge.refunded', { id: 'ch_x', payment_intent: j.intentId, refunded: 'yes' });
      await expect(applyProviderEvent(deps, badCharge)).rejects.toThrow();
      expect(await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, bad.id))).toHaveLength(0);
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });
    });

    it('ignores an intent this product did not make, and says so', async () => {
      const before = logged.length;
      expect(await apply('payment_intent.succeeded', intent('pi_someone_elses', 100))).toBe('applied');
      expect(logged.slice(before)).toEqual([
        { level: 'info', fields: expect.objectContaining({ intentId: 'pi_someone_elses' }), message: expect.stringContaining('unknown payment') },
      ]);
    });
  });

  describe('payment_intent.processing, requires_action, payment_failed and canceled', () => {
    it('processing moves the payment only; the intent is still the one /pay answers', async () => {
      const j = await withIntent();
      await apply('payment_intent.processing', intent(j.intentId));
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['processing']);
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });
      expect(await startPayment(t.app, j.traveller.token, j.tripId)).toBe(j.secret);
    });

    it('requires_action shows on the waiting trip; /pay answers the same intent', async () => {
      const j = await withIntent();
      await apply('payment_intent.requires_action', intent(j.intentId));
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['requires_action']);
      expect((await tripRow(j.tripId)).paymentStatus).toBe('requires_action');
      expect(await startPayment(t.app, j.traveller.token, j.tripId)).toBe(j.secret);
    });

    it('a failure or a cancel event never changes a settled payment', async () => {
      const j = await paid();
      for (const type of ['payment_intent.payment_failed', 'payment_intent.requires_action', 'payment_intent.processing', 'payment_intent.canceled']) {
        await apply(type, intent(j.intentId));
      }
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['succeeded']);
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

      const cancelled = await withIntent();
      await setStatus(t.app, admin.token, cancelled.tripId, 'cancelled');
      await apply('payment_intent.payment_failed', intent(cancelled.intentId));
      expect((await paymentRows(cancelled.tripId)).map((p) => p.status)).toEqual(['canceled']);
      expect((await tripRow(cancelled.tripId)).paymentStatus).toBe('na');

      const refunded = await paid();
      await setStatus(t.app, admin.token, refunded.tripId, 'cancelled');
      for (const type of ['payment_intent.payment_failed', 'payment_intent.canceled']) await apply(type, intent(refunded.intentId));
      expect((await paymentRows(refunded.tripId)).map((p) => p.status)).toEqual(['refunded']);
      expect((await tripRow(refunded.tripId)).paymentStatus).toBe('refunded');
    });

    it('a failure of an intent still open on a trip that no longer waits moves the payment, not the trip', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      await setStatus(t.app, admin.token, j.tripId, 'cancelled');
      // Left open by a run with Stripe keys: a cancellation cancels only its own provider's intents.
      await t.db.insert(payments).values({ tripId: j.tripId, provider: 'stripe', providerPaymentId: `pi_stale_${j.tripId}`, amountMinor: 500_000, currency: 'NOK', status: 'requires_payment_method' });
      await apply('payment_intent.payment_failed', intent(`pi_stale_${j.tripId}`));
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['failed']);
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'na' });
    });

    it('canceled marks an open intent, and the next /pay makes a new one', async () => {
      const j = await withIntent();
      await apply('payment_intent.canceled', intent(j.intentId));
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['canceled']);
      expect((await tripRow(j.tripId)).paymentStatus).toBe('pending');
      expect(await startPayment(t.app, j.traveller.token, j.tripId)).not.toBe(j.secret);
    });
  });

  describe('charge.refunded', () => {
    const charge = (intentId: string | null, fields: Record<string, unknown> = {}) => ({ id: 'ch_1', object: 'charge', payment_intent: intentId, refunded: true, ...fields });

    it('a whole charge refunded at the provider cancels the active trip and mails the refunded amount', async () => {
      const j = await paid(5000);
      await apply('charge.refunded', charge(j.intentId, { amount: 500_000, amount_refunded: 500_000 }));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['refunded']);
      expect(await preferenceStatus(j)).toBe('cancelled');
      const [mail] = (await mailsTo(j)).filter((m) => m.subject.includes('was cancelled'));
      expect(mail!.body).toContain('5,000.00');
    });

    it('a refund of a completed trip keeps it completed, marks it refunded and mails the payment’s amount', async () => {
      const j = await paid(3000);
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/reveal`, headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(200);
      expect((await setStatus(t.app, admin.token, j.tripId, 'completed')).statusCode).toBe(200);
      await apply('charge.refunded', charge(j.intentId));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'completed', paymentStatus: 'refunded' });
      expect(await preferenceStatus(j)).toBe('completed');
      const refunds = (await mailsTo(j)).filter((m) => m.subject === `Refund for mystery trip #${j.tripId}`);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.body).toContain('3,000.00');

      await apply('charge.refunded', charge(j.intentId));
      expect((await mailsTo(j)).filter((m) => m.subject.startsWith('Refund for'))).toHaveLength(1);
    });

    it('a partial refund, or a charge without an intent, changes nothing', async () => {
      const j = await paid();
      const before = logged.length;
      await apply('charge.refunded', charge(j.intentId, { refunded: false, amount_refunded: 1000 }));
      await apply('charge.refunded', charge(null));
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['succeeded']);
      expect(logged.slice(before)).toEqual([{ level: 'info', fields: { intentId: j.intentId }, message: expect.stringContaining('partial refund') }]);
    });

    it('a refund of a charge this product did not make is recorded and changes nothing', async () => {
      expect(await apply('charge.refunded', charge('pi_not_ours_either'))).toBe('applied');
    });
  });
});
