import { ENDED_SUBSCRIPTION_STATUSES, MANAGE_BILLING_STATUSES, type SubscriptionStatus } from '@mt/shared';

/** What the partner row holds about its subscription. */
export interface StoredSubscription {
  subscriptionId: string | null;
  status: SubscriptionStatus | null;
  /** When the provider created that subscription. */
  createdAt: Date | null;
  /** When the provider created the last event applied to it. */
  eventAt: Date | null;
}

/** What an event says about a subscription. */
export interface IncomingSubscription {
  subscriptionId: string;
  status: SubscriptionStatus;
  createdAt: Date;
  /** The event's own creation time; null for a provisional state that any later event may replace. */
  eventAt: Date | null;
}

export type OrderDecision = 'apply' | 'older_subscription' | 'not_a_replacement' | 'ended' | 'older_event';

const ended = (status: string | null) => !!status && (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
const billing = (status: string | null) => !!status && (MANAGE_BILLING_STATUSES as readonly string[]).includes(status);

/**
 * Whether an event may change the partner's subscription state, whatever order events arrive in (Stripe
 * neither orders nor deduplicates deliveries; provider_events removes exact duplicates):
 * - another subscription replaces the stored one only if it is newer, and a subscription that never
 *   started or has ended never replaces one the partner is paying for;
 * - an ended subscription (canceled, incomplete_expired) never changes again: Stripe cannot revive it,
 *   so a late 'updated' cannot overwrite a 'deleted' even within the same second;
 * - an event older than the last one applied is stale. Events of the same second apply in arrival
 *   order (Stripe's clock has one-second resolution).
 */
export function orderDecision(stored: StoredSubscription, incoming: IncomingSubscription): OrderDecision {
  if (stored.subscriptionId !== incoming.subscriptionId) {
    if (!stored.subscriptionId || !stored.createdAt) return 'apply';
    const newer = incoming.createdAt > stored.createdAt || (incoming.createdAt.getTime() === stored.createdAt.getTime() && ended(stored.status));
    if (!newer) return 'older_subscription';
    if (billing(stored.status) && (ended(incoming.status) || incoming.status === 'incomplete')) return 'not_a_replacement';
    return 'apply';
  }
  if (ended(stored.status)) return 'ended';
  if (stored.eventAt && incoming.eventAt && incoming.eventAt < stored.eventAt) return 'older_event';
  return 'apply';
}
