import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentTexts, subscriptionTexts } from '@mt/shared';
import { partners, subscriptionCheckouts } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createPartner } from '../../test/factories';
import { makePlan } from '../partners/testing/partner-fixtures';
import { fakeStripeApi, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { checkoutCall, checkoutRow, openPortal, partnerOfUser, startCheckout } from './testing/subscription-fixtures';

/**
 * create-checkout-session and create-billing-portal-session with Stripe keys, offline: the real SDK
 * talks to a fake api.stripe.com (customers, Checkout Sessions, Billing Portal sessions).
 */
describe('subscriptions with Stripe', () => {
  let t: TestApp;
  let stripe: ReturnType<typeof fakeStripeApi>;
  let plan: Awaited<ReturnType<typeof makePlan>>;
  beforeAll(async () => {
    stripe = fakeStripeApi();
    t = await buildTestApp({ env: { ...STRIPE_TEST_ENV, PUBLIC_URL: 'https://trips.example.com' }, payments: stripe.provider });
    plan = await makePlan(t.db, { name: 'Growth', maxServices: 10 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => stripe.setOutage(false));

  const requestsTo = (path: string) => stripe.requests.filter((r) => r.path === path);

  it('starts Stripe Checkout for the plan’s price with a customer made once and linked to the partner', async () => {
    const partner = await createPartner(t.app);
    const before = stripe.requests.length;
    const res = await startCheckout(t.app, partner.token, plan.providerPriceId);
    expect(res.statusCode).toBe(200);
    const row = await partnerOfUser(t.db, partner.user.id);
    const [customerCall, sessionCall] = stripe.requests.slice(before);
    expect(customerCall).toMatchObject({ method: 'POST', path: '/v1/customers', idempotencyKey: `partner-${row.id}-customer` });
    expect(customerCall!.form.get('email')).toBe(partner.email);
    expect(customerCall!.form.get('name')).toBe(partner.user.companyName);
    expect(customerCall!.form.get('metadata[partner_id]')).toBe(String(row.id));
    expect(row.providerCustomerId).toMatch(/^cus_/);
    expect(stripe.customers.has(row.providerCustomerId!)).toBe(true);

    expect(sessionCall!.path).toBe('/v1/checkout/sessions');
    const form = sessionCall!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'subscription',
      customer: row.providerCustomerId,
      'line_items[0][price]': plan.providerPriceId,
      'line_items[0][quantity]': '1',
      client_reference_id: String(row.id),
      'metadata[partner_id]': String(row.id),
      'metadata[plan_id]': String(plan.id),
      'subscription_data[metadata][partner_id]': String(row.id),
      success_url: 'https://trips.example.com/partner-dashboard?subscription_success=true',
      cancel_url: 'https://trips.example.com/partner-dashboard?subscription_cancel=true',
    });
    const expiresIn = Number(form.get('expires_at')) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(30 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === String(row.id))!;
    expect(res.json()).toEqual({ checkoutUrl: session.url });
    expect(await checkoutRow(t.db, session.id)).toMatchObject({ provider: 'stripe', partnerId: row.id, planId: plan.id, status: 'open' });

    // Again (back from Checkout, another plan): the same customer, and the older session is expired at Stripe.
    const again = await startCheckout(t.app, partner.token, plan.providerPriceId);
    expect(again.statusCode).toBe(200);
    expect(requestsTo('/v1/customers').filter((r) => r.form.get('metadata[partner_id]') === String(row.id))).toHaveLength(1);
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    expect((await checkoutRow(t.db, session.id))!.status).toBe('expired');
  });

  it('replaces a customer id the sandbox made (a database that ran without keys) with a Stripe customer', async () => {
    const partner = await createPartner(t.app);
    await t.db.update(partners).set({ providerCustomerId: `sandbox_cus_${partner.user.id}` }).where(eq(partners.userId, partner.user.id));
    const portal = await openPortal(t.app, partner.token);
    expect(portal.statusCode).toBe(409);
    expect(portal.json()).toEqual({ message: subscriptionTexts.noBillingAccount });
    expect((await startCheckout(t.app, partner.token, plan.providerPriceId)).statusCode).toBe(200);
    expect((await partnerOfUser(t.db, partner.user.id)).providerCustomerId).toMatch(/^cus_/);
  });

  it('opens the Stripe Billing Portal for the partner’s customer, returning to the dashboard', async () => {
    const partner = await createPartner(t.app);
    expect((await openPortal(t.app, partner.token)).statusCode).toBe(409);
    await startCheckout(t.app, partner.token, plan.providerPriceId);
    const customer = (await partnerOfUser(t.db, partner.user.id)).providerCustomerId;
    const res = await openPortal(t.app, partner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().portalUrl).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const call = requestsTo('/v1/billing_portal/sessions').at(-1)!;
    expect(call.form.get('customer')).toBe(customer);
    expect(call.form.get('return_url')).toBe('https://trips.example.com/partner-dashboard');
  });

  it('answers 502 and keeps nothing when Stripe cannot be reached', async () => {
    const partner = await createPartner(t.app);
    stripe.setOutage(true);
    const res = await startCheckout(t.app, partner.token, plan.providerPriceId);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: paymentTexts.providerUnavailable });
    const row = await partnerOfUser(t.db, partner.user.id);
    expect(row.providerCustomerId).toBeNull();
    expect(await t.db.select().from(subscriptionCheckouts).where(eq(subscriptionCheckouts.partnerId, row.id))).toHaveLength(0);

    stripe.setOutage(false);
    await startCheckout(t.app, partner.token, plan.providerPriceId);
    stripe.setOutage(true);
    const portal = await openPortal(t.app, partner.token);
    expect(portal.statusCode).toBe(502);
    expect(portal.json()).toEqual({ message: paymentTexts.providerUnavailable });
  });

  it('has no sandbox checkout or billing calls', async () => {
    const partner = await createPartner(t.app);
    for (const res of [
      await checkoutCall(t.app, partner.token, 'sandbox_cs_1', null),
      await checkoutCall(t.app, partner.token, 'sandbox_cs_1', 'complete'),
      await checkoutCall(t.app, partner.token, 'sandbox_cs_1', 'cancel'),
      await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/billing', headers: bearer(partner.token), payload: { action: 'cancel' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: paymentTexts.sandboxOnly });
    }
  });
});
