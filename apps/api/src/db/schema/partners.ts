import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '@mt/shared';
import { users } from './users';
import { subscriptionPlans } from './subscriptions';

export const partners = pgTable(
  'partners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 150 }).notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 32 }),
    websiteUrl: text('website_url'),
    logoUrl: text('logo_url'),
    slug: varchar('slug', { length: 160 }),
    serviceType: varchar('service_type', { length: 32 }).notNull(),
    companyDescription: text('company_description'),
    city: varchar('city', { length: 100 }),
    country: varchar('country', { length: 100 }),
    subscriptionStatus: varchar('subscription_status', { length: 32 }).$type<SubscriptionStatus>(),
    subscriptionPlanId: bigint('subscription_plan_id', { mode: 'number' }).references(() => subscriptionPlans.id),
    subscribedUntil: timestamp('subscribed_until', { withTimezone: true }),
    providerCustomerId: varchar('provider_customer_id', { length: 120 }),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 120 }),
    /**
     * The provider's creation time of that subscription and of the last event applied to it: events of an
     * older subscription, or older events of this one, never overwrite newer state (decision 0005).
     */
    providerSubscriptionCreatedAt: timestamp('provider_subscription_created_at', { withTimezone: true }),
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partners_user_idx').on(t.userId),
    uniqueIndex('partners_slug_idx').on(t.slug),
    index('partners_subscription_status_idx').on(t.subscriptionStatus),
    uniqueIndex('partners_provider_customer_idx').on(t.providerCustomerId),
    index('partners_provider_subscription_idx').on(t.providerSubscriptionId),
  ],
);
