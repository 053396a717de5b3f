import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerServiceTexts, sandboxBillingTexts as texts, subscriptionTexts, type PartnerDto } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createPartner, createTraveller, type Person } from '../../test/factories';
import { makePlan, makeSubscribedPartner } from '../partners/testing/partner-fixtures';
import {
  billingAction,
  createService,
  deleteService,
  mailSubjects,
  partnerOfUser,
  startCheckout,
  subscribeInSandbox,
  updateService,
} from './testing/subscription-fixtures';

/** The sandbox's billing portal: change plan, a failed renewal, paying it, cancelling, and what each does to services. */
describe('POST /api/payments/sandbox/billing', () => {
  let t: TestApp;
  let small: Awaited<ReturnType<typeof makePlan>>;
  let large: Awaited<ReturnType<typeof makePlan>>;
  beforeAll(async () => {
    t = await buildTestApp();
    small = await makePlan(t.db, { name: 'Small', maxServices: 1 });
    large = await makePlan(t.db, { name: 'Large', maxServices: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function subscribed(plan = small): Promise<Person & { slug: string; serviceId: number; serviceName: string }> {
    const partner = await createPartner(t.app);
    await subscribeInSandbox(t.app, partner.token, plan.providerPriceId);
    // One word no other service has, so the search finds this service or nothing.
    const serviceName = `Dhowcruise${randomBytes(4).toString('hex')}`;
    const created = await createService(t.app, partner.token, serviceName);
    if (created.statusCode !== 201) throw new Error(created.body);
    const me = (await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: bearer(partner.token) })).json().partner;
    return { ...partner, slug: me.slug, serviceId: created.json().service.id, serviceName };
  }
  const act = async (token: string, payload: Record<string, unknown>, status = 200) => {
    const res = await billingAction(t.app, token, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ partner: PartnerDto; message?: string }>();
  };
  /** What visitors see of the partner: the public page and the search. */
  const publicView = async (p: { slug: string; serviceName: string }) => ({
    page: (await t.app.inject({ method: 'GET', url: `/api/public/partners/${p.slug}` })).statusCode,
    found: (await t.app.inject({ method: 'GET', url: `/api/services/search?search=${p.serviceName}` })).json().services.map((s: { name: string }) => s.name),
  });

  it('is for partners with a sandbox subscription', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/billing', payload: { action: 'cancel' } })).statusCode).toBe(401);
    const traveller = await createTraveller(t.app);
    expect((await billingAction(t.app, traveller.token, { action: 'cancel' })).statusCode).toBe(403);
    const none = await createPartner(t.app);
    expect(await act(none.token, { action: 'cancel' }, 409)).toEqual({ message: texts.noSubscription });
    // Active without a subscription the sandbox made (set by hand): nothing to manage here.
    const byHand = await makeSubscribedPartner(t.app, 'active');
    expect(await act(byHand.token, { action: 'cancel' }, 409)).toEqual({ message: texts.noSubscription });
    const bad = await billingAction(t.app, none.token, { action: 'refund_everything' });
    expect(bad.statusCode).toBe(400);
  });

  it('changing plan moves the service limit', async () => {
    const p = await subscribed(small);
    const over = await createService(t.app, p.token, 'Second');
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(partnerServiceTexts.limitNote(1));

    const { partner } = await act(p.token, { action: 'change_plan', priceId: large.providerPriceId });
    expect(partner).toMatchObject({ subscription_status: 'active', subscription_plan_id: large.id, subscription_plan: { max_services: 3 } });
    expect((await createService(t.app, p.token, 'Second')).statusCode).toBe(201);

    expect(await act(p.token, { action: 'change_plan', priceId: large.providerPriceId }, 409)).toEqual({ message: texts.samePlan });
    expect(await act(p.token, { action: 'change_plan', priceId: 'price_unknown' }, 404)).toEqual({ message: subscriptionTexts.planNotFound });
    // Back down: the services stay, but no more can be added.
    await act(p.token, { action: 'change_plan', priceId: small.providerPriceId });
    expect((await createService(t.app, p.token, 'Third')).statusCode).toBe(403);
  });

  it('a failed renewal makes the subscription past due: services can no longer be edited and leave the public lists', async () => {
    const p = await subscribed();
    const paidThrough = (await partnerOfUser(t.db, p.user.id)).subscribedUntil;
    expect(await publicView(p)).toEqual({ page: 200, found: [p.serviceName] });

    const { partner } = await act(p.token, { action: 'fail_renewal' });
    expect(partner.subscription_status).toBe('past_due');
    expect(partner.subscribed_until).toBe(paidThrough!.toISOString());
    expect(await mailSubjects(t.db, p.email)).toContain('Your subscription payment did not go through');
    for (const res of [await createService(t.app, p.token, 'New'), await updateService(t.app, p.token, p.serviceId, p.serviceName), await deleteService(t.app, p.token, p.serviceId)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(partnerServiceTexts.subscriptionRequired);
    }
    expect(await publicView(p)).toEqual({ page: 404, found: [] });
    // Past due still manages billing: no second subscription.
    expect((await startCheckout(t.app, p.token, small.providerPriceId)).statusCode).toBe(409);
    expect(await act(p.token, { action: 'change_plan', priceId: large.providerPriceId }, 409)).toEqual({ message: texts.notNow('past due') });

    // Failing again after the retries: unpaid (and the plans are offered again).
    expect((await act(p.token, { action: 'fail_renewal' })).partner.subscription_status).toBe('unpaid');
    expect((await updateService(t.app, p.token, p.serviceId, p.serviceName)).statusCode).toBe(403);
    expect(await act(p.token, { action: 'fail_renewal' }, 409)).toEqual({ message: texts.notNow('unpaid') });

    // Paying the overdue invoice brings everything back, paid through one more period.
    const paid = (await act(p.token, { action: 'pay_invoice' })).partner;
    expect(paid.subscription_status).toBe('active');
    expect(new Date(paid.subscribed_until!).getTime()).toBeGreaterThan(paidThrough!.getTime());
    expect((await updateService(t.app, p.token, p.serviceId, p.serviceName)).statusCode).toBe(200);
    expect(await publicView(p)).toEqual({ page: 200, found: [p.serviceName] });
  });

  it('cancelling ends the subscription now: editing stops, the services go offline, and the plans are offered again', async () => {
    const p = await subscribed();
    const { partner } = await act(p.token, { action: 'cancel' });
    expect(partner.subscription_status).toBe('canceled');
    expect(Math.abs(new Date(partner.subscribed_until!).getTime() - Date.now())).toBeLessThan(60_000);
    expect(partner.subscription_plan_id).toBe(small.id);
    expect(await mailSubjects(t.db, p.email)).toEqual([subscriptionTexts.activated, 'Your subscription has ended']);
    for (const res of [await createService(t.app, p.token, 'New'), await updateService(t.app, p.token, p.serviceId, p.serviceName), await deleteService(t.app, p.token, p.serviceId)]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await publicView(p)).toEqual({ page: 404, found: [] });
    for (const action of ['cancel', 'fail_renewal', 'pay_invoice']) {
      expect((await billingAction(t.app, p.token, { action })).statusCode).toBe(409);
    }
    expect((await billingAction(t.app, p.token, { action: 'change_plan', priceId: large.providerPriceId })).statusCode).toBe(409);

    // Subscribing again starts a new subscription; the old one stays ended.
    const before = (await partnerOfUser(t.db, p.user.id)).providerSubscriptionId;
    await subscribeInSandbox(t.app, p.token, large.providerPriceId);
    const after = await partnerOfUser(t.db, p.user.id);
    expect(after).toMatchObject({ subscriptionStatus: 'active', subscriptionPlanId: large.id });
    expect(after.providerSubscriptionId).not.toBe(before);
    expect(await publicView(p)).toEqual({ page: 200, found: [p.serviceName] });
  });
});
