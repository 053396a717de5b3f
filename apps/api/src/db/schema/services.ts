import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { partners } from './partners';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const services = pgTable(
  'services',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    description: text('description').notNull(),
    locationDetails: varchar('location_details', { length: 200 }),
    basePriceMinor: bigint('base_price_minor', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }).notNull().default('NOK'),
    pricingDescription: varchar('pricing_description', { length: 200 }),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    pinToHomepage: boolean('pin_to_homepage').notNull().default(false),
    homepageSortOrder: integer('homepage_sort_order').notNull().default(999),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when a partner deletes a service that trips refer to: the row stays for their history (bookings,
     * earnings, reviews) but is inactive and gone from every list. Unbooked services are deleted outright.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${services.name}, '')), 'A') || setweight(to_tsvector('english', coalesce(${services.locationDetails}, '')), 'B') || setweight(to_tsvector('english', coalesce(${services.description}, '')), 'C')`,
    ),
  },
  (t) => [
    index('services_partner_idx').on(t.partnerId),
    index('services_search_idx').using('gin', t.searchVector),
    index('services_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('services_featured_idx').on(t.isFeatured),
    index('services_pinned_idx').on(t.pinToHomepage, t.homepageSortOrder),
  ],
);
