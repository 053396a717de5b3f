import { bigserial, boolean, bigint, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  description: text('description'),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('NOK'),
  interval: varchar('interval', { length: 8, enum: ['month', 'year'] }).notNull().default('month'),
  providerPriceId: varchar('provider_price_id', { length: 120 }).notNull().unique(),
  commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  maxServices: integer('max_services'),
  isActive: boolean('is_active').notNull().default(true),
});
