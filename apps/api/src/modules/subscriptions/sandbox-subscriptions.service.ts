import {
  canManageBilling,
  isSubscriptionStatus,
  partnerTexts,
  sandboxBillingActionsFor,
  sandboxBillingTexts as t,
  subscriptionReturnPath,
  subscriptionStatusLabels,
  subscriptionTexts,
  type PartnerDto,
  type SandboxBillingAction,
  type SandboxCheckoutResult,
  type SandboxCheckoutSession,
} from '@mt/shared';
import type { Db, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { applyProviderEvents, type ProviderEventDeps } from '../billing/provider-events';
import { sandboxEvent, sandboxId } from '../billing/sandbox-events';
import { getOwnPartner, getPartnerRow } from '../partners/partners.service';
import { toPlanDto } from '../plans/plan.mapper';
import { findActivePlanByPriceId, findPlanById } from '../plans/plans.service';
import { lockPartnerByUserId, type LockedPartner } from './partner-subscription.repository';
import { addInterval, checkoutSessionObject, invoiceObject, subscriptionObject, type SandboxSubscription } from './sandbox-objects';
import { findCheckoutBySessionId, type CheckoutRow } from './subscription-checkouts.repository';

/**
 * The sandbox's hosted checkout and billing portal (no Stripe keys). Each outcome is built as the
 * Stripe events it would cause and applied by the same handlers as Stripe's webhooks, in one
 * transaction that first locks the partner and checks the outcome is allowed.
 */
const effectiveStatus = (c: CheckoutRow) => (c.status === 'open' && c.expiresAt <= new Date() ? 'expired' : c.status);

function assertOwner(checkout: CheckoutRow | null, partnerId: number): CheckoutRow {
  if (!checkout || checkout.provider !== 'sandbox') throw notFound(t.checkoutNotFound);
  if (checkout.partnerId !== partnerId) throw forbidden(t.checkoutNotYours);
  return checkout;
}

async function lockOwnCheckout(tx: Tx, userId: number, sessionId: string): Promise<{ locked: LockedPartner; checkout: CheckoutRow }> {
  const locked = await lockPartnerByUserId(tx, userId);
  if (!locked) throw notFound(partnerTexts.partnerNotFound);
  const checkout = assertOwner(await findCheckoutBySessionId(tx, sessionId, { lock: true }), locked.partner.id);
  return { locked, checkout };
}

/** GET /api/payments/sandbox/checkout/{sessionId}: the plan and price the page shows, to its owner only. */
export async function getSandboxCheckout(db: Db, userId: number, sessionId: string): Promise<SandboxCheckoutSession> {
  const row = await getPartnerRow(db, userId);
  const checkout = assertOwner(await findCheckoutBySessionId(db, sessionId), row.partner.id);
  const plan = await findPlanById(db, checkout.planId);
  if (!plan) throw notFound(t.checkoutNotFound);
  return {
    id: checkout.providerSessionId,
    status: effectiveStatus(checkout),
    expires_at: checkout.expiresAt.toISOString(),
    plan: toPlanDto(plan),
    company_name: row.partner.companyName,
    customer_email: row.email,
  };
}

/** …/complete: paid. Once only, before it expires, and never on top of a subscription already running. */
export async function completeSandboxCheckout(deps: ProviderEventDeps, userId: number, sessionId: string): Promise<SandboxCheckoutResult> {
  await applyProviderEvents(deps, async (tx) => {
    const { locked, checkout } = await lockOwnCheckout(tx, userId, sessionId);
    const status = effectiveStatus(checkout);
    if (status === 'complete') throw conflict(t.checkoutCompleted);
    if (status === 'expired') throw conflict(t.checkoutExpired);
    const p = locked.partner;
    if (canManageBilling(p.subscriptionStatus)) throw conflict(subscriptionTexts.alreadySubscribed);
    const plan = await findPlanById(tx, checkout.planId);
    if (!plan) throw notFound(t.checkoutNotFound);
    const customerId = p.providerCustomerId ?? sandboxId('sandbox_cus');
    const now = new Date();
    const subscription = subscriptionObject({
      id: sandboxId('sandbox_sub'),
      customerId,
      partnerId: p.id,
      status: 'active',
      createdAt: now,
      priceId: plan.providerPriceId,
      periodEnd: addInterval(now, plan.interval),
    });
    const session = checkoutSessionObject({ id: sessionId, customerId, partnerId: p.id, planId: plan.id, subscriptionId: subscription.id, status: 'complete' });
    // Stripe sends both, in no fixed order; ids tied to the session make a replay a duplicate.
    return [
      sandboxEvent('customer.subscription.created', subscription, `${sessionId}_subscription`),
      sandboxEvent('checkout.session.completed', session, `${sessionId}_completed`),
    ];
  });
  return { status: 'complete', returnUrl: subscriptionReturnPath('success') };
}

/** …/cancel: the partner turned back; the session can no longer be paid. */
export async function cancelSandboxCheckout(deps: ProviderEventDeps, userId: number, sessionId: string): Promise<SandboxCheckoutResult> {
  await applyProviderEvents(deps, async (tx) => {
    const { locked, checkout } = await lockOwnCheckout(tx, userId, sessionId);
    if (checkout.status === 'complete') throw conflict(t.checkoutCompleted);
    if (checkout.status === 'expired') return [];
    const p = locked.partner;
    const session = checkoutSessionObject({ id: sessionId, customerId: p.providerCustomerId, partnerId: p.id, planId: checkout.planId, subscriptionId: null, status: 'expired' });
    return [sandboxEvent('checkout.session.expired', session, `${sessionId}_expired`)];
  });
  return { status: 'expired', returnUrl: subscriptionReturnPath('cancel') };
}

/** One interval after the date paid for, and in the future even when that date is long past. */
function nextPeriodEnd(paidThrough: Date | null, interval: 'month' | 'year'): Date {
  const now = new Date();
  const end = addInterval(paidThrough ?? now, interval);
  return end > now ? end : addInterval(now, interval);
}

/** POST /api/payments/sandbox/billing: what the Billing Portal and Stripe's renewals would do. */
export async function applySandboxBillingAction(deps: ProviderEventDeps, userId: number, input: SandboxBillingAction): Promise<PartnerDto> {
  await applyProviderEvents(deps, async (tx) => {
    const locked = await lockPartnerByUserId(tx, userId);
    if (!locked) throw notFound(partnerTexts.partnerNotFound);
    const p = locked.partner;
    const status = isSubscriptionStatus(p.subscriptionStatus) ? p.subscriptionStatus : null;
    if (!p.providerSubscriptionId?.startsWith('sandbox_sub_') || !p.providerCustomerId) throw conflict(t.noSubscription);
    if (!sandboxBillingActionsFor(status).includes(input.action)) throw conflict(t.notNow(status ? subscriptionStatusLabels[status].toLowerCase() : 'missing'));

    const current: SandboxSubscription = {
      id: p.providerSubscriptionId,
      customerId: p.providerCustomerId,
      partnerId: p.id,
      status: status!,
      createdAt: p.providerSubscriptionCreatedAt ?? p.createdAt,
      priceId: locked.plan?.providerPriceId ?? null,
      periodEnd: p.subscribedUntil,
    };
    const interval = locked.plan?.interval ?? 'month';
    const invoice = (paid: boolean) =>
      invoiceObject({ subscriptionId: current.id, customerId: current.customerId, paid, amountMinor: locked.plan?.priceMinor ?? null, currency: locked.plan?.currency ?? null });

    switch (input.action) {
      case 'change_plan': {
        const target = await findActivePlanByPriceId(tx, input.priceId);
        if (!target) throw notFound(subscriptionTexts.planNotFound);
        if (target.id === p.subscriptionPlanId) throw conflict(t.samePlan);
        return [sandboxEvent('customer.subscription.updated', subscriptionObject({ ...current, priceId: target.providerPriceId }))];
      }
      case 'fail_renewal':
        // The first failed renewal makes it past due; failing again after the retries makes it unpaid.
        return [
          sandboxEvent('invoice.payment_failed', invoice(false)),
          sandboxEvent(
            'customer.subscription.updated',
            subscriptionObject({ ...current, status: status === 'past_due' ? 'unpaid' : 'past_due', periodEnd: nextPeriodEnd(p.subscribedUntil, interval) }),
          ),
        ];
      case 'pay_invoice':
        return [
          sandboxEvent('invoice.paid', invoice(true)),
          sandboxEvent('customer.subscription.updated', subscriptionObject({ ...current, status: 'active', periodEnd: nextPeriodEnd(p.subscribedUntil, interval) })),
        ];
      case 'cancel':
        return [sandboxEvent('customer.subscription.deleted', subscriptionObject({ ...current, status: 'canceled', endedAt: new Date() }))];
    }
  });
  return getOwnPartner(deps.db, userId);
}
