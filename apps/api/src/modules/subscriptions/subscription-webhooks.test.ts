import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionTexts } from '@mt/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPartner } from '../../test/factories';
import { makePlan } from '../partners/testing/partner-fixtures';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { checkoutRow, mailSubjects, partnerOfUser, partnerRow, startCheckout } from './testing/subscription-fixtures';

/**
 * Subscription webhooks signed with the real SDK (generateTestHeaderString) and parsed by it
 * (constructEvent): every event type, duplicates and deliveries out of order.
 */
describe('subscription webhooks', () => {
  let t: TestApp;
  let stripe: ReturnType<typeof fakeStripeApi>;
  let starter: Awaited<ReturnType<typeof makePlan>>;
  let growth: Awaited<ReturnType<typeof makePlan>>;
  beforeAll(async () => {
    stripe = fakeStripeApi();
    t = await buildTestApp({ env: STRIPE_TEST_ENV, payments: stripe.provider });
    starter = await makePlan(t.db, { name: 'Starter', maxServices: 3 });
    growth = await makePlan(t.db, { name: 'Growth', maxServices: 10 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Unix seconds on the provider's clock; tests move it by hand. */
  const T = Math.floor(Date.now() / 1000) - 86_400;
  const DAY = 86_400;
  const date = (unix: number) => new Date(unix * 1000);

  /** A partner who started Stripe Checkout: a Stripe customer and an open session for `plan`. */
  async function checkoutStarted(plan = starter) {
    const person = await createPartner(t.app);
    const res = await startCheckout(t.app, person.token, plan.providerPriceId);
    if (res.statusCode !== 200) throw new Error(res.body);
    const sessionId = new URL(res.json().checkoutUrl).pathname.split('/').pop()!;
    const row = await partnerOfUser(t.db, person.user.id);
    return { person, partnerId: row.id, customer: row.providerCustomerId!, sessionId };
  }

  const subscription = (o: { id: string; customer: string; status: string; created: number; price?: string; periodEnd?: number; legacy?: boolean; partnerId?: number; endedAt?: number }) => ({
    id: o.id,
    object: 'subscription',
    customer: o.customer,
    status: o.status,
    created: o.created,
    ended_at: o.endedAt ?? null,
    metadata: o.partnerId ? { partner_id: String(o.partnerId) } : {},
    ...(o.legacy ? { current_period_end: o.periodEnd, plan: { id: o.price } } : {}),
    items: { object: 'list', data: [{ id: `si_${o.id}`, object: 'subscription_item', price: { id: o.price ?? starter.providerPriceId }, ...(o.legacy ? {} : { current_period_end: o.periodEnd }) }] },
  });
  const session = (o: { id: string; customer: string; subscription: string; partnerId: number; planId?: number; mode?: string }) => ({
    id: o.id,
    object: 'checkout.session',
    mode: o.mode ?? 'subscription',
    status: 'complete',
    customer: o.customer,
    subscription: o.subscription,
    client_reference_id: String(o.partnerId),
    metadata: { partner_id: String(o.partnerId), plan_id: String(o.planId ?? starter.id) },
    payment_status: 'paid',
  });

  /** Signs and delivers an event; answers its result ('applied', 'duplicate', 'ignored'). */
  async function deliver(type: string, object: Record<string, unknown>, created: number, id?: string): Promise<string> {
    const event = signedEvent(type, object, { created, ...(id ? { id } : {}) });
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  }
  const subId = () => `sub_${randomBytes(6).toString('hex')}`;
  const state = async (partnerId: number) => {
    const p = await partnerRow(t.db, partnerId);
    return { status: p.subscriptionStatus, planId: p.subscriptionPlanId, until: p.subscribedUntil, subscriptionId: p.providerSubscriptionId };
  };

  it('checkout.session.completed then customer.subscription.created: active on the plan, subscribed until the period end', async () => {
    const c = await checkoutStarted();
    const id = subId();
    expect(await deliver('checkout.session.completed', session({ id: c.sessionId, customer: c.customer, subscription: id, partnerId: c.partnerId }), T)).toBe('applied');
    expect(await state(c.partnerId)).toEqual({ status: 'active', planId: starter.id, until: null, subscriptionId: id });
    expect((await checkoutRow(t.db, c.sessionId))!.status).toBe('complete');
    await deliver('customer.subscription.created', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
    expect(await state(c.partnerId)).toEqual({ status: 'active', planId: starter.id, until: date(T + 30 * DAY), subscriptionId: id });
    expect(await mailSubjects(t.db, c.person.email)).toEqual([subscriptionTexts.activated]);
  });

  it('the same two in the other order end in the same state, and a replayed event changes nothing', async () => {
    const c = await checkoutStarted(growth);
    const id = subId();
    const created = signedEvent('customer.subscription.created', subscription({ id, customer: c.customer, status: 'active', created: T, price: growth.providerPriceId, periodEnd: T + 30 * DAY }), { created: T });
    const post = (e: typeof created) => t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: e.payload, headers: { 'content-type': 'application/json', 'stripe-signature': e.signature } });
    expect((await post(created)).json().result).toBe('applied');
    await deliver('checkout.session.completed', session({ id: c.sessionId, customer: c.customer, subscription: id, partnerId: c.partnerId, planId: growth.id }), T + 1);
    expect(await state(c.partnerId)).toEqual({ status: 'active', planId: growth.id, until: date(T + 30 * DAY), subscriptionId: id });
    expect(await mailSubjects(t.db, c.person.email)).toHaveLength(1);

    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'past_due', created: T, price: growth.providerPriceId, periodEnd: T + 60 * DAY }), T + 30 * DAY);
    expect((await post(created)).json().result).toBe('duplicate');
    expect((await state(c.partnerId)).status).toBe('past_due');
  });

  it('customer.subscription.updated moves the plan; a price that is no plan of ours leaves it', async () => {
    const c = await checkoutStarted();
    const id = subId();
    await deliver('customer.subscription.created', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'active', created: T, price: growth.providerPriceId, periodEnd: T + 30 * DAY }), T + 5);
    expect((await state(c.partnerId)).planId).toBe(growth.id);
    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'active', created: T, price: 'price_someone_elses', periodEnd: T + 60 * DAY }), T + 10);
    expect(await state(c.partnerId)).toMatchObject({ planId: growth.id, until: date(T + 60 * DAY) });
  });

  it('invoice.payment_failed makes a paid-up subscription past due (both invoice shapes) and tells the partner', async () => {
    for (const shape of ['parent', 'legacy'] as const) {
      const c = await checkoutStarted();
      const id = subId();
      await deliver('customer.subscription.created', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
      const invoice = { id: `in_${randomBytes(4).toString('hex')}`, object: 'invoice', customer: c.customer, ...(shape === 'parent' ? { parent: { type: 'subscription_details', subscription_details: { subscription: id } } } : { subscription: id }) };
      await deliver('invoice.payment_failed', invoice, T + 30 * DAY);
      // The date paid for stays: the renewal was not paid.
      expect(await state(c.partnerId)).toMatchObject({ status: 'past_due', until: date(T + 30 * DAY) });
      expect(await mailSubjects(t.db, c.person.email)).toContain('Your subscription payment did not go through');
    }
  });

  it('a late invoice.payment_failed does not undo the recovery that followed it', async () => {
    const c = await checkoutStarted();
    const id = subId();
    await deliver('customer.subscription.created', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 60 * DAY }), T + 31 * DAY);
    await deliver('invoice.payment_failed', { id: 'in_late', object: 'invoice', customer: c.customer, subscription: id }, T + 30 * DAY);
    expect(await state(c.partnerId)).toMatchObject({ status: 'active', until: date(T + 60 * DAY) });
  });

  it('customer.subscription.deleted cancels; an older or same-second update delivered after it never revives it', async () => {
    const c = await checkoutStarted();
    const id = subId();
    await deliver('customer.subscription.created', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
    await deliver('customer.subscription.deleted', subscription({ id, customer: c.customer, status: 'canceled', created: T, periodEnd: T + 30 * DAY, endedAt: T + 3 * DAY }), T + 3 * DAY);
    expect(await state(c.partnerId)).toMatchObject({ status: 'canceled', until: date(T + 3 * DAY) });
    expect(await mailSubjects(t.db, c.person.email)).toContain('Your subscription has ended');
    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T + 2 * DAY);
    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'past_due', created: T, periodEnd: T + 30 * DAY }), T + 3 * DAY);
    expect(await state(c.partnerId)).toMatchObject({ status: 'canceled', until: date(T + 3 * DAY) });
  });

  it('an older update delivered after a newer one is ignored', async () => {
    const c = await checkoutStarted();
    const id = subId();
    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'past_due', created: T, periodEnd: T + 60 * DAY }), T + 31 * DAY);
    await deliver('customer.subscription.created', subscription({ id, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
    await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'active', created: T, price: growth.providerPriceId, periodEnd: T + 30 * DAY }), T + 10);
    expect(await state(c.partnerId)).toMatchObject({ status: 'past_due', planId: starter.id, subscriptionId: id });
  });

  it('after subscribing again, late events of the old subscription are ignored', async () => {
    const c = await checkoutStarted();
    const old = subId();
    const current = subId();
    await deliver('customer.subscription.created', subscription({ id: old, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
    await deliver('customer.subscription.deleted', subscription({ id: old, customer: c.customer, status: 'canceled', created: T, endedAt: T + DAY }), T + DAY);
    await deliver('customer.subscription.created', subscription({ id: current, customer: c.customer, status: 'active', created: T + 2 * DAY, price: growth.providerPriceId, periodEnd: T + 32 * DAY }), T + 2 * DAY);
    // The old one's events, delivered late (even with later event times than the new one's creation).
    await deliver('customer.subscription.updated', subscription({ id: old, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T + 3 * DAY);
    await deliver('customer.subscription.deleted', subscription({ id: old, customer: c.customer, status: 'canceled', created: T, endedAt: T + DAY }), T + 4 * DAY, `evt_${randomBytes(4).toString('hex')}`);
    await deliver('invoice.payment_failed', { id: 'in_old', object: 'invoice', customer: c.customer, subscription: old }, T + 5 * DAY);
    expect(await state(c.partnerId)).toEqual({ status: 'active', planId: growth.id, until: date(T + 32 * DAY), subscriptionId: current });
  });

  it('a subscription that never started does not replace one the partner is paying for', async () => {
    const c = await checkoutStarted();
    const paying = subId();
    const stray = subId();
    await deliver('customer.subscription.created', subscription({ id: paying, customer: c.customer, status: 'active', created: T, periodEnd: T + 30 * DAY }), T);
    await deliver('customer.subscription.created', subscription({ id: stray, customer: c.customer, status: 'incomplete', created: T + DAY, price: growth.providerPriceId }), T + DAY);
    await deliver('customer.subscription.updated', subscription({ id: stray, customer: c.customer, status: 'incomplete_expired', created: T + DAY, price: growth.providerPriceId }), T + 2 * DAY);
    expect(await state(c.partnerId)).toMatchObject({ status: 'active', subscriptionId: paying, planId: starter.id });
  });

  it('stores a first subscription that expired before its first payment (incomplete_expired, 18 characters)', async () => {
    const c = await checkoutStarted();
    const id = subId();
    await deliver('customer.subscription.created', subscription({ id, customer: c.customer, status: 'incomplete', created: T, price: growth.providerPriceId }), T);
    expect(await deliver('customer.subscription.updated', subscription({ id, customer: c.customer, status: 'incomplete_expired', created: T, price: growth.providerPriceId }), T + DAY)).toBe('applied');
    expect(await state(c.partnerId)).toMatchObject({ status: 'incomplete_expired', subscriptionId: id });
  });

  it('reads the older API shape (current_period_end on the subscription) and finds the partner by our metadata', async () => {
    const c = await checkoutStarted();
    const id = subId();
    // A customer made elsewhere: the metadata we put on the subscription still names the partner.
    await deliver('customer.subscription.created', subscription({ id, customer: 'cus_made_elsewhere', status: 'trialing', created: T, periodEnd: T + 14 * DAY, legacy: true, partnerId: c.partnerId }), T);
    expect(await state(c.partnerId)).toEqual({ status: 'trialing', planId: starter.id, until: date(T + 14 * DAY), subscriptionId: id });
    expect((await partnerRow(t.db, c.partnerId)).providerCustomerId).toBe(c.customer);
  });

  it('ignores subscriptions and checkouts that are not ours', async () => {
    const c = await checkoutStarted();
    const before = await state(c.partnerId);
    expect(await deliver('customer.subscription.created', subscription({ id: subId(), customer: 'cus_stranger', status: 'active', created: T, periodEnd: T + 30 * DAY }), T)).toBe('applied');
    await deliver('checkout.session.completed', { ...session({ id: 'cs_stranger', customer: 'cus_stranger', subscription: subId(), partnerId: 999_999 }), mode: 'payment' }, T);
    await deliver('customer.subscription.updated', { id: 'sub_malformed', object: 'subscription' }, T);
    expect(await state(c.partnerId)).toEqual(before);
  });
});
