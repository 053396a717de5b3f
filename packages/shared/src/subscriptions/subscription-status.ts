import { z } from 'zod';

/** Provider subscription states (spec 2 section 4). */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Only these may manage services, and only their services are public (DESIGN.md section 4). */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];
export const PLAN_INTERVALS = ['month', 'year'] as const;
