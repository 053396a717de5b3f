import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxBillingTexts as texts, subscriptionTexts, type SandboxCheckoutSession } from '@mt/shared';
import { providerEvents, subscriptionCheckouts } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { makePlan, makeSubscribedPartner } from '../partners/testing/partner-fixtures';
import {
  checkoutCall,
  checkoutRow,
  createService,
  mailSubjects,
  partnerOfUser,
  sandboxSession,
  startCheckout,
  subscribeInSandbox,
} from './testing/subscription-fixtures';

/** The sandbox provider (no Stripe keys): create-checkout-session and its hosted checkout. */
describe('subscription checkout in the sandbox', () => {
  let t: TestApp;
  let traveller: Person;
  let admin: Person;
  let starter: Awaited<ReturnType<typeof makePlan>>;
  beforeAll(async () => {
    t = await buildTestApp();
    traveller = await createTraveller(t.app);
    admin = await createAdmin(t.app);
    starter = await makePlan(t.db, { name: 'Starter', maxServices: 2, priceMinor: 29_900 });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/subscriptions/create-checkout-session', () => {
    it('is for partners only: 401 without a token, 403 for travellers and admins (before the body is read)', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-checkout-session', payload: { priceId: starter.providerPriceId } });
      expect(anonymous.statusCode).toBe(401);
      for (const person of [traveller, admin]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-checkout-session', headers: { ...bearer(person.token), 'content-type': 'application/json' }, payload: '{not json' });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });

    it('answers 400 without a plan and 404 for an unknown or retired plan', async () => {
      const partner = await createPartner(t.app);
      const missing = await startCheckout(t.app, partner.token, undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please choose a plan.');
      const retired = await makePlan(t.db, { isActive: false });
      for (const priceId of ['price_nobody_knows', retired.providerPriceId]) {
        const res = await startCheckout(t.app, partner.token, priceId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: subscriptionTexts.planNotFound });
      }
      expect(await t.db.select().from(subscriptionCheckouts).where(eq(subscriptionCheckouts.partnerId, (await partnerOfUser(t.db, partner.user.id)).id))).toHaveLength(0);
    });

    it('answers the sandbox checkout page, makes the customer once, and a newer session expires the older one', async () => {
      const partner = await createPartner(t.app);
      const first = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      const row = await partnerOfUser(t.db, partner.user.id);
      expect(row.providerCustomerId).toMatch(/^sandbox_cus_[0-9a-f]{24}$/);
      expect(await checkoutRow(t.db, first)).toMatchObject({ provider: 'sandbox', partnerId: row.id, planId: starter.id, status: 'open' });
      const expiresAt = (await checkoutRow(t.db, first))!.expiresAt.getTime();
      expect(expiresAt - Date.now()).toBeGreaterThan(55 * 60_000);
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);

      const second = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      expect(second).not.toBe(first);
      expect((await partnerOfUser(t.db, partner.user.id)).providerCustomerId).toBe(row.providerCustomerId);
      expect((await checkoutRow(t.db, first))!.status).toBe('expired');
      const late = await checkoutCall(t.app, partner.token, first, 'complete');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: texts.checkoutExpired });
    });

    it.each(['active', 'trialing', 'past_due'] as const)('refuses a second subscription while %s (409)', async (status) => {
      const partner = await makeSubscribedPartner(t.app, status);
      const res = await startCheckout(t.app, partner.token, starter.providerPriceId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: subscriptionTexts.alreadySubscribed });
    });

    it.each(['canceled', 'unpaid', 'incomplete', null] as const)('lets a partner subscribe again while %s', async (status) => {
      const partner = await makeSubscribedPartner(t.app, status);
      expect((await startCheckout(t.app, partner.token, starter.providerPriceId)).statusCode).toBe(200);
    });
  });

  describe('GET /api/payments/sandbox/checkout/{sessionId}', () => {
    it('shows the plan, price and account to the partner who started it, and to nobody else', async () => {
      const partner = await createPartner(t.app);
      const sessionId = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      const res = await checkoutCall(t.app, partner.token, sessionId, null);
      expect(res.statusCode).toBe(200);
      const session = res.json<{ session: SandboxCheckoutSession }>().session;
      expect(session).toMatchObject({ id: sessionId, status: 'open', company_name: partner.user.companyName, customer_email: partner.email });
      expect(session.plan).toMatchObject({ id: starter.id, name: 'Starter', price: 299, currency: 'NOK', interval: 'month', stripe_price_id: starter.providerPriceId });

      const other = await createPartner(t.app);
      expect((await checkoutCall(t.app, other.token, sessionId, null)).json()).toEqual({ message: texts.checkoutNotYours });
      expect((await checkoutCall(t.app, other.token, sessionId, null)).statusCode).toBe(403);
      expect((await checkoutCall(t.app, traveller.token, sessionId, null)).statusCode).toBe(403);
      expect((await checkoutCall(t.app, null, sessionId, null)).statusCode).toBe(401);
      const unknown = await checkoutCall(t.app, partner.token, 'sandbox_cs_000000000000000000000000', null);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: texts.checkoutNotFound });
    });
  });

  describe('completing and cancelling', () => {
    it('completes once: the partner is subscribed to the plan until a month from now, through the provider events', async () => {
      const partner = await createPartner(t.app);
      const sessionId = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      const res = await checkoutCall(t.app, partner.token, sessionId, 'complete');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'complete', returnUrl: '/partner-dashboard?subscription_success=true' });

      const row = await partnerOfUser(t.db, partner.user.id);
      expect(row).toMatchObject({ subscriptionStatus: 'active', subscriptionPlanId: starter.id });
      expect(row.providerSubscriptionId).toMatch(/^sandbox_sub_/);
      const inAMonth = new Date();
      inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
      expect(Math.abs(row.subscribedUntil!.getTime() - inAMonth.getTime())).toBeLessThan(3 * 86_400_000 + 60_000);
      expect((await checkoutRow(t.db, sessionId))!.status).toBe('complete');
      const events = await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, `sandbox_evt_${sessionId}_completed`));
      expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
      expect((await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, `sandbox_evt_${sessionId}_subscription`)))[0]!.type).toBe('customer.subscription.created');
      expect(await mailSubjects(t.db, partner.email)).toEqual([subscriptionTexts.activated]);

      const me = (await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: bearer(partner.token) })).json().partner;
      expect(me).toMatchObject({ subscription_status: 'active', subscription_plan_id: starter.id, subscription_plan: { name: 'Starter', max_services: 2 } });
      expect((await checkoutCall(t.app, partner.token, sessionId, null)).json().session.status).toBe('complete');

      const again = await checkoutCall(t.app, partner.token, sessionId, 'complete');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: texts.checkoutCompleted });
      expect((await checkoutCall(t.app, partner.token, sessionId, 'cancel')).statusCode).toBe(409);
      expect((await partnerOfUser(t.db, partner.user.id)).providerSubscriptionId).toBe(row.providerSubscriptionId);
    });

    it('two clicks at once complete it once', async () => {
      const partner = await createPartner(t.app);
      const sessionId = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      const answers = await Promise.all([1, 2, 3].map(() => checkoutCall(t.app, partner.token, sessionId, 'complete')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await mailSubjects(t.db, partner.email)).toHaveLength(1);
    });

    it('another partner can neither complete nor cancel it', async () => {
      const owner = await createPartner(t.app);
      const sessionId = await sandboxSession(t.app, owner.token, starter.providerPriceId);
      const other = await createPartner(t.app);
      for (const action of ['complete', 'cancel'] as const) {
        const res = await checkoutCall(t.app, other.token, sessionId, action);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: texts.checkoutNotYours });
      }
      expect((await checkoutCall(t.app, traveller.token, sessionId, 'complete')).statusCode).toBe(403);
      expect((await partnerOfUser(t.db, other.user.id)).subscriptionStatus).toBeNull();
      expect((await checkoutRow(t.db, sessionId))!.status).toBe('open');
    });

    it('an expired session cannot be completed', async () => {
      const partner = await createPartner(t.app);
      const sessionId = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      await t.db.update(subscriptionCheckouts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(subscriptionCheckouts.providerSessionId, sessionId));
      expect((await checkoutCall(t.app, partner.token, sessionId, null)).json().session.status).toBe('expired');
      const res = await checkoutCall(t.app, partner.token, sessionId, 'complete');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: texts.checkoutExpired });
      expect((await partnerOfUser(t.db, partner.user.id)).subscriptionStatus).toBeNull();
    });

    it('cancel returns to the dashboard with subscription_cancel and the session can no longer be paid', async () => {
      const partner = await createPartner(t.app);
      const sessionId = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      const res = await checkoutCall(t.app, partner.token, sessionId, 'cancel');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'expired', returnUrl: '/partner-dashboard?subscription_cancel=true' });
      expect((await checkoutRow(t.db, sessionId))!.status).toBe('expired');
      expect((await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, `sandbox_evt_${sessionId}_expired`)))[0]!.type).toBe('checkout.session.expired');
      expect((await checkoutCall(t.app, partner.token, sessionId, 'cancel')).statusCode).toBe(200);
      expect((await checkoutCall(t.app, partner.token, sessionId, 'complete')).statusCode).toBe(409);
      expect((await partnerOfUser(t.db, partner.user.id)).subscriptionStatus).toBeNull();
    });

    it('an open session of a partner who subscribed meanwhile cannot start a second subscription', async () => {
      const partner = await createPartner(t.app);
      const stale = await sandboxSession(t.app, partner.token, starter.providerPriceId);
      // Re-opened as if a second tab had kept it: the rule holds at completion too.
      await subscribeInSandbox(t.app, partner.token, starter.providerPriceId);
      await t.db.update(subscriptionCheckouts).set({ status: 'open' }).where(eq(subscriptionCheckouts.providerSessionId, stale));
      const res = await checkoutCall(t.app, partner.token, stale, 'complete');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: subscriptionTexts.alreadySubscribed });
    });

    it('a subscribed partner can list services up to the plan limit', async () => {
      const partner = await createPartner(t.app);
      expect((await createService(t.app, partner.token)).statusCode).toBe(403);
      await subscribeInSandbox(t.app, partner.token, starter.providerPriceId);
      expect((await createService(t.app, partner.token, 'One')).statusCode).toBe(201);
      expect((await createService(t.app, partner.token, 'Two')).statusCode).toBe(201);
      const third = await createService(t.app, partner.token, 'Three');
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({ message: "You've reached your plan limit of 2 services." });
    });
  });

  describe('POST /api/subscriptions/create-billing-portal-session', () => {
    it('answers the sandbox billing page for a partner with a billing account', async () => {
      const partner = await createPartner(t.app);
      const none = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-billing-portal-session', headers: bearer(partner.token) });
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ message: subscriptionTexts.noBillingAccount });
      await subscribeInSandbox(t.app, partner.token, starter.providerPriceId);
      const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-billing-portal-session', headers: bearer(partner.token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ portalUrl: '/sandbox/billing' });
      expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-billing-portal-session' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-billing-portal-session', headers: bearer(traveller.token) })).statusCode).toBe(403);
    });
  });
});
