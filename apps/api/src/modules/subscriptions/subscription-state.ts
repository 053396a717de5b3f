import { canManageServices, ENDED_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@mt/shared';
import type { ProviderEventContext } from '../billing/provider-events';
import { findPlanById } from '../plans/plans.service';
import { updatePartnerSubscription, type LockedPartner } from './partner-subscription.repository';
import { subscriptionEmails } from './subscription-emails';
import type { StoredSubscription } from './subscription-order';

/** The state an event leaves the partner's subscription in (after orderDecision said 'apply'). */
export interface NextSubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  createdAt: Date;
  eventAt: Date | null;
  status: SubscriptionStatus;
  /** undefined: the plan stays as it is. */
  planId?: number | null;
  periodEnd: Date | null;
  endedAt: Date | null;
}

const ended = (status: string | null) => !!status && (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

export const storedSubscription = ({ partner }: LockedPartner): StoredSubscription => ({
  subscriptionId: partner.providerSubscriptionId,
  status: partner.subscriptionStatus,
  createdAt: partner.providerSubscriptionCreatedAt,
  eventAt: partner.subscriptionEventAt,
});

/**
 * subscribed_until is the end of the period paid for: the current period while the subscription is paid
 * up, the end when it ended, and unchanged while a renewal is unpaid (Stripe already moves
 * current_period_end forward when the renewal invoice is created, before it is paid).
 */
function paidThrough(next: NextSubscriptionState, previous: Date | null): Date | null {
  if (canManageServices(next.status)) return next.periodEnd ?? previous;
  if (ended(next.status)) return next.endedAt ?? next.periodEnd ?? previous;
  return previous;
}

/** Writes the new state on the locked partner row and mails the partner about the changes that matter to them. */
export async function applySubscriptionState(ctx: ProviderEventContext, locked: LockedPartner, next: NextSubscriptionState): Promise<void> {
  const p = locked.partner;
  const sameSubscription = p.providerSubscriptionId === next.subscriptionId;
  const planId = next.planId === undefined ? p.subscriptionPlanId : next.planId;
  await updatePartnerSubscription(ctx.tx, p.id, {
    providerSubscriptionId: next.subscriptionId,
    providerSubscriptionCreatedAt: next.createdAt,
    subscriptionEventAt: next.eventAt,
    providerCustomerId: p.providerCustomerId ?? next.customerId,
    subscriptionStatus: next.status,
    subscriptionPlanId: planId,
    subscribedUntil: paidThrough(next, sameSubscription ? p.subscribedUntil : null),
  });
  ctx.log.info({ eventId: ctx.event.id, partnerId: p.id, from: p.subscriptionStatus, to: next.status, planId }, 'partner subscription updated');

  const recipient = { name: p.contactName, email: locked.email };
  const company = { company: p.companyName };
  if (canManageServices(next.status) && !canManageServices(p.subscriptionStatus)) {
    const plan = planId === null ? null : planId === locked.plan?.id ? locked.plan : await findPlanById(ctx.tx, planId);
    await ctx.email(subscriptionEmails.activated(recipient, { ...company, planName: plan?.name ?? null, maxServices: plan?.maxServices ?? null }, ctx.publicUrl));
  } else if (next.status === 'past_due' && p.subscriptionStatus !== 'past_due') {
    await ctx.email(subscriptionEmails.paymentFailed(recipient, company, ctx.publicUrl));
  } else if (ended(next.status) && !ended(p.subscriptionStatus)) {
    await ctx.email(subscriptionEmails.ended(recipient, company, ctx.publicUrl));
  }
}
