import { bigint, bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { partners } from './partners';
import { subscriptionPlans } from './subscriptions';

/**
 * Checkout sessions a partner started to subscribe to a plan, for both providers (Stripe's cs_…, the
 * sandbox's sandbox_cs_…). For the sandbox this is the session itself (owner, plan, expiry, once-only
 * completion); for Stripe it links a completed session back to the partner and plan, and lets a newer
 * session expire the older open ones so a partner cannot pay for two subscriptions from two tabs.
 */
export const subscriptionCheckouts = pgTable(
  'subscription_checkouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerSessionId: varchar('provider_session_id', { length: 120 }).notNull().unique(),
    provider: varchar('provider', { length: 16 }).notNull(),
    partnerId: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptionPlans.id),
    /** open → complete (paid) or expired (cancelled, timed out or replaced by a newer session). */
    status: varchar('status', { length: 16, enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('subscription_checkouts_partner_idx').on(t.partnerId, t.status)],
);
