import type { SubscriptionStatus } from '@mt/shared';
import { sandboxId } from '../billing/sandbox-events';

/**
 * Stripe-shaped objects for the sandbox's subscription outcomes, in the current API's shape (period
 * end on the items, the invoice's subscription under parent.subscription_details), so the events that
 * carry them (billing's sandboxEvent) take exactly the path of a Stripe webhook.
 */
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export interface SandboxSubscription {
  id: string;
  customerId: string;
  partnerId: number;
  status: SubscriptionStatus;
  createdAt: Date;
  priceId: string | null;
  periodEnd: Date | null;
  endedAt?: Date | null;
}

export function subscriptionObject(s: SandboxSubscription) {
  const periodEnd = s.periodEnd ? unix(s.periodEnd) : null;
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    created: unix(s.createdAt),
    cancel_at_period_end: false,
    canceled_at: s.endedAt ? unix(s.endedAt) : null,
    ended_at: s.endedAt ? unix(s.endedAt) : null,
    metadata: { partner_id: String(s.partnerId) },
    items: {
      object: 'list',
      data: s.priceId ? [{ id: `si_${s.id}`, object: 'subscription_item', price: { id: s.priceId, object: 'price' }, quantity: 1, current_period_end: periodEnd }] : [],
    },
  };
}

export function checkoutSessionObject(o: { id: string; customerId: string | null; partnerId: number; planId: number; subscriptionId: string | null; status: 'complete' | 'expired' }) {
  return {
    id: o.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: o.status,
    customer: o.customerId,
    subscription: o.subscriptionId,
    client_reference_id: String(o.partnerId),
    metadata: { partner_id: String(o.partnerId), plan_id: String(o.planId) },
    payment_status: o.status === 'complete' ? 'paid' : 'unpaid',
  };
}

export function invoiceObject(o: { subscriptionId: string; customerId: string; paid: boolean; amountMinor: number | null; currency: string | null }) {
  return {
    id: sandboxId('sandbox_in'),
    object: 'invoice',
    customer: o.customerId,
    billing_reason: 'subscription_cycle',
    status: o.paid ? 'paid' : 'open',
    attempt_count: 1,
    amount_due: o.amountMinor ?? 0,
    currency: (o.currency ?? 'nok').toLowerCase(),
    parent: { type: 'subscription_details', subscription_details: { subscription: o.subscriptionId } },
  };
}

/** The next renewal date: one plan interval later (the same day of the month, or its last day). */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
