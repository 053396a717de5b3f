import { canManageServices, type SubscriptionStatus } from '@mt/shared';
import type { ProviderEventContext, ProviderEventHandler, ProviderEventHandlers } from '../billing/provider-events';
import { findPlanById, findPlanByPriceId } from '../plans/plans.service';
import {
  lockPartnerByCustomerId,
  lockPartnerById,
  lockPartnerBySubscriptionId,
  updatePartnerSubscription,
  type LockedPartner,
} from './partner-subscription.repository';
import { readCheckoutSession, readInvoice, readSubscription } from './provider-objects';
import { findCheckoutBySessionId, setCheckoutStatus } from './subscription-checkouts.repository';
import { orderDecision } from './subscription-order';
import { applySubscriptionState, storedSubscription } from './subscription-state';

/**
 * Subscription events (docs/decisions/0005), from Stripe's signed webhooks and from the sandbox alike:
 * checkout.session.completed|expired, customer.subscription.created|updated|deleted and
 * invoice.payment_failed keep the partner's subscription_status, subscription_plan_id and
 * subscribed_until current, in whatever order and however often they arrive.
 */
const eventTime = (ctx: ProviderEventContext) => new Date(ctx.event.created * 1000);

const skip = (ctx: ProviderEventContext, why: string, extra: Record<string, unknown> = {}) =>
  ctx.log.info({ eventId: ctx.event.id, type: ctx.event.type, ...extra }, `subscription event skipped: ${why}`);

/** The customer we created for the partner is the strongest link; our metadata and the stored subscription follow. */
async function lockPartnerFor(ctx: ProviderEventContext, refs: { customerId?: string | null; partnerId?: number | null; subscriptionId?: string | null }): Promise<LockedPartner | null> {
  return (
    (refs.customerId ? await lockPartnerByCustomerId(ctx.tx, refs.customerId) : null) ??
    (refs.partnerId ? await lockPartnerById(ctx.tx, refs.partnerId) : null) ??
    (refs.subscriptionId ? await lockPartnerBySubscriptionId(ctx.tx, refs.subscriptionId) : null)
  );
}

/** The plan behind a price; an unknown price leaves the plan as it is (and is worth a look). */
async function planIdForPrice(ctx: ProviderEventContext, priceId: string | null): Promise<number | undefined> {
  if (!priceId) return undefined;
  const plan = await findPlanByPriceId(ctx.tx, priceId);
  if (!plan) ctx.log.warn({ eventId: ctx.event.id, priceId }, 'subscription on a price that is no plan of ours; plan unchanged');
  return plan?.id;
}

const onSubscription =
  (deleted: boolean): ProviderEventHandler =>
  async (ctx) => {
    const sub = readSubscription(ctx.event.data.object);
    if (!sub) return ctx.log.warn({ eventId: ctx.event.id, type: ctx.event.type }, 'unreadable subscription event skipped');
    // A deleted subscription is canceled whatever else the object says.
    const status: SubscriptionStatus = deleted && sub.status !== 'incomplete_expired' ? 'canceled' : sub.status;
    const locked = await lockPartnerFor(ctx, sub);
    if (!locked) return skip(ctx, 'no partner for this subscription', { subscriptionId: sub.subscriptionId });
    const decision = orderDecision(storedSubscription(locked), { ...sub, status, eventAt: eventTime(ctx) });
    if (decision !== 'apply') return skip(ctx, decision, { subscriptionId: sub.subscriptionId, partnerId: locked.partner.id });
    await applySubscriptionState(ctx, locked, { ...sub, status, eventAt: eventTime(ctx), planId: await planIdForPrice(ctx, sub.priceId) });
  };

/**
 * The checkout we started is paid: link the customer and, if the subscription it created is not known
 * yet, take it on provisionally (active, without a period end) until its own events arrive; they are
 * the authority on its state, so they are never held back by this one.
 */
const onCheckoutCompleted: ProviderEventHandler = async (ctx) => {
  const session = readCheckoutSession(ctx.event.data.object);
  if (!session) return ctx.log.warn({ eventId: ctx.event.id }, 'unreadable checkout session skipped');
  if (session.mode && session.mode !== 'subscription') return skip(ctx, 'not a subscription checkout');
  const checkout = await findCheckoutBySessionId(ctx.tx, session.sessionId);
  const locked = checkout ? await lockPartnerById(ctx.tx, checkout.partnerId) : await lockPartnerFor(ctx, session);
  if (!locked) return skip(ctx, 'no partner for this checkout', { sessionId: session.sessionId });
  if (checkout && checkout.status !== 'complete') await setCheckoutStatus(ctx.tx, checkout.id, 'complete');
  const p = locked.partner;
  if (session.customerId && !p.providerCustomerId) await updatePartnerSubscription(ctx.tx, p.id, { providerCustomerId: session.customerId });
  if (!session.subscriptionId || p.providerSubscriptionId === session.subscriptionId) return;

  const status: SubscriptionStatus = session.paid ? 'active' : 'incomplete';
  // The subscription was created at the latest when its checkout completed.
  const next = { subscriptionId: session.subscriptionId, status, createdAt: eventTime(ctx), eventAt: null };
  const decision = orderDecision(storedSubscription(locked), next);
  if (decision !== 'apply') return skip(ctx, decision, { subscriptionId: session.subscriptionId, partnerId: p.id });
  const planId = checkout?.planId ?? (session.planId ? (await findPlanById(ctx.tx, session.planId))?.id : undefined);
  await applySubscriptionState(ctx, locked, { ...next, customerId: session.customerId, planId, periodEnd: null, endedAt: null });
};

/** Cancelled, timed out or replaced: an open session can no longer complete (the sandbox refuses it). */
const onCheckoutExpired: ProviderEventHandler = async (ctx) => {
  const session = readCheckoutSession(ctx.event.data.object);
  const checkout = session ? await findCheckoutBySessionId(ctx.tx, session.sessionId) : null;
  if (checkout?.status === 'open') await setCheckoutStatus(ctx.tx, checkout.id, 'expired');
};

/** A renewal could not be charged: a paid-up subscription is past due from now on (Stripe says the same in 'updated'). */
const onPaymentFailed: ProviderEventHandler = async (ctx) => {
  const invoice = readInvoice(ctx.event.data.object);
  if (!invoice?.subscriptionId) return;
  const locked = await lockPartnerFor(ctx, { subscriptionId: invoice.subscriptionId, customerId: invoice.customerId });
  const p = locked?.partner;
  if (!locked || !p || p.providerSubscriptionId !== invoice.subscriptionId) return skip(ctx, 'not the current subscription', { subscriptionId: invoice.subscriptionId });
  if (!canManageServices(p.subscriptionStatus)) return;
  const eventAt = eventTime(ctx);
  if (p.subscriptionEventAt && eventAt < p.subscriptionEventAt) return skip(ctx, 'older_event', { partnerId: p.id });
  await applySubscriptionState(ctx, locked, {
    subscriptionId: invoice.subscriptionId,
    customerId: invoice.customerId,
    createdAt: p.providerSubscriptionCreatedAt ?? eventAt,
    eventAt,
    status: 'past_due',
    periodEnd: null,
    endedAt: null,
  });
};

/** Partner subscriptions (docs/decisions/0005), by Stripe's event names; the app hands these to billing (app.ts). */
export const subscriptionEventHandlers: ProviderEventHandlers = {
  'checkout.session.completed': onCheckoutCompleted,
  'checkout.session.expired': onCheckoutExpired,
  'customer.subscription.created': onSubscription(false),
  'customer.subscription.updated': onSubscription(false),
  'customer.subscription.deleted': onSubscription(true),
  'invoice.payment_failed': onPaymentFailed,
};
