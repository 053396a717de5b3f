import { z } from 'zod';

/**
 * Provider subscription states: spec 2 section 4 names the first five; the others are Stripe's remaining
 * statuses, kept as Stripe reports them (shown with a neutral style).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Only these may manage services, and only their services are public (DESIGN.md section 4). */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];
export const PLAN_INTERVALS = ['month', 'year'] as const;

/** A subscription in one of these never changes again (Stripe never revives it): late events for it are ignored. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/** Spec 2 section 4: these show 'Manage Billing'; every other status (or none) shows the plans to subscribe to. */
export const MANAGE_BILLING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export const canManageServices = (status: string | null | undefined): boolean =>
  !!status && (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

export const canManageBilling = (status: string | null | undefined): boolean =>
  !!status && (MANAGE_BILLING_STATUSES as readonly string[]).includes(status);

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past Due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus =>
  typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
