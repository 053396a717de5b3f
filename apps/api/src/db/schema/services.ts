import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  smallint,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { SEARCH_DURATIONS, SEARCH_GROUP_SIZES, SEARCH_GROUP_SIZE_PEOPLE, SEARCH_SERVICE_TYPES, durationHoursOf } from '@mt/shared';
import { partners } from './partners';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Ids per recency bucket, and fine buckets per coarse one (a coarse bucket spans 16,384 ids). */
export const RECENCY_BUCKET_SIZE = 1024;
export const COARSE_BUCKET_SPAN = 16;

/** A service's price range in the search indexes' second column: this minus its index in SEARCH_PRICE_RANGES. */
export const PRICE_RANGE_KEY_BASE = -1_000_000_000;

/** A service's duration option in the search indexes' second column: this minus its index in SEARCH_DURATIONS. */
export const DURATION_KEY_BASE = -1_100_000_000;
/** Each group size option a service's capacity overlaps: this minus the option's index in SEARCH_GROUP_SIZES. */
export const GROUP_SIZE_KEY_BASE = -1_200_000_000;

/**
 * The duration option of a service's `duration_hours` (days = max(1, ceil(hours / 24)), durationHoursOf), as
 * its key; null when the length is not said. One option per service: the options do not overlap.
 */
const durationKey = (column: (name: string) => string): string => {
  const hours = column('duration_hours');
  const whens = SEARCH_DURATIONS.map((option, i) => {
    const { after, upTo } = durationHoursOf(option);
    const test = upTo === null ? `${hours} > ${after}` : `${hours} > ${after} AND ${hours} <= ${upTo}`;
    return `WHEN ${test} THEN ${DURATION_KEY_BASE - i}`;
  });
  return `(CASE ${whens.join(' ')} END)`;
};

/**
 * One element per group size option: its key when [group_size_min, group_size_max] overlaps the option's
 * people, else null (and null for all when the capacity is not said).
 */
const groupSizeKeys = (column: (name: string) => string): string[] =>
  SEARCH_GROUP_SIZES.map((option, i) => {
    const [from, to] = SEARCH_GROUP_SIZE_PEOPLE[option];
    const test = [...(to === null ? [] : [`${column('group_size_min')} <= ${to}`]), `${column('group_size_max')} >= ${from}`].join(' AND ');
    return `(CASE WHEN ${test} THEN ${GROUP_SIZE_KEY_BASE - i} END)`;
  });

/**
 * The second column of the search indexes, as GIN's built-in int array (no extension):
 * - a service's recency buckets, `fine` and `-1 - coarse` (coarse codes are negative, so the two never
 *   collide). A window of the newest buckets is asked for with `&&` and the fewest codes (windowBuckets in
 *   modules/search/search.repository.ts): whole coarse buckets inside it, fine ones at its edges. Each code
 *   is one entry lookup in the index: a window of 119 fine buckets takes 14 codes instead of 119.
 * - its price range (`PRICE_RANGE_KEY_BASE - price_range`, far below any coarse code; none when unpriced or
 *   without a rate), so a price filter is one more entry in the index scan instead of a visit to every
 *   row the text matches (docs/decisions/0002-service-search.md).
 * - its duration option and every group size option its capacity overlaps (migration 0022), for the same
 *   reason: "15+ days" is a few percent of the catalogue (docs/decisions/0037-search-filters-that-filter.md).
 *   Null elements (a length or capacity not said) are never matched by `&&`.
 * Queries must write the same expression, or the planner cannot match it with the index.
 */
export const searchKeys = (alias?: string): SQL => {
  const column = (name: string) => (alias ? `${alias}.${name}` : `"${name}"`);
  return sql.raw(
    `(ARRAY[(${column('id')} / ${RECENCY_BUCKET_SIZE})::int, (-1 - ${column('id')} / ${RECENCY_BUCKET_SIZE * COARSE_BUCKET_SPAN})::int, (${PRICE_RANGE_KEY_BASE} - ${column('price_range')})::int, ${[durationKey(column), ...groupSizeKeys(column)].join(', ')}])`,
  );
};

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
    country: varchar('country', { length: 2 }),
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
    /**
     * Shown in public lists: active, not deleted, and the partner's subscription active or trialing. Kept by
     * triggers (migration 0006) so public queries need no join to partners and indexes can be partial on it.
     */
    listed: boolean('listed').notNull().default(false),
    /**
     * The index in SEARCH_PRICE_RANGES of the range this price falls in at the current exchange rates (the
     * bounds in search_price_bounds), or null when unpriced or its currency has no rate. Kept by a trigger
     * (migration 0011); search_price_bounds is kept in step with the rates by syncPriceRanges.
     */
    priceRange: smallint('price_range'),
    /** How long the service lasts, in hours (2 for a boat trip, 72 for a three-day safari); null when not said. */
    durationHours: integer('duration_hours'),
    /** How many people one booking takes: both null when not said, else 1 ≤ min ≤ max (migration 0021's check). */
    groupSizeMin: smallint('group_size_min'),
    groupSizeMax: smallint('group_size_max'),
    /**
     * The dates the service runs, as `{ from, until }` ISO days (inclusive), sorted and not overlapping;
     * empty means all year. Written only through the service schemas (packages/shared services).
     */
    availability: jsonb('availability').$type<{ from: string; until: string }[]>().notNull().default([]),
    /** The last `until` of availability, null when it is empty (all year): the search's "available from" reads it. */
    availableUntil: date('available_until', { mode: 'string' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${services.name}, '')), 'A') || setweight(to_tsvector('english', coalesce(${services.locationDetails}, '')), 'B') || setweight(to_tsvector('english', coalesce(${services.description}, '')), 'C')`,
    ),
  },
  (t) => [
    index('services_partner_idx').on(t.partnerId),
    // Search reads listed services only (docs/decisions/0002-service-search.md). The second column
    // (searchKeys: recency buckets and the price range) lets a common word's newest matches, and a price
    // filter, come from the index alone.
    index('services_search_idx')
      .using('gin', t.searchVector, searchKeys())
      .where(sql`${t.listed}`),
    // The same index for each search service type (the catalogue's main filter): a text search filtered
    // by type intersects posting lists of that type's services only, a fraction of the whole catalogue's.
    ...Object.entries(SEARCH_SERVICE_TYPES).map(([searchType, stored]) =>
      index(`services_search_${searchType}_idx`)
        .using('gin', t.searchVector, searchKeys())
        .where(sql`${t.listed} AND ${t.type} IN (${sql.raw(stored.map((type) => `'${type}'`).join(', '))})`),
    ),
    index('services_listed_id_idx').on(t.id).where(sql`${t.listed}`),
    index('services_location_trgm_idx').using('gin', sql`${t.locationDetails} gin_trgm_ops`).where(sql`${t.listed}`),
    index('services_featured_idx').on(t.isFeatured),
    index('services_pinned_idx').on(t.pinToHomepage, t.homepageSortOrder),
  ],
);

/**
 * The words of service names and places with the number of services holding each, kept by statement
 * triggers on services (migration 0006). The typo fallback looks for the nearest words here (a small
 * table) instead of comparing a misspelt word with every name.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    services: integer('services').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Each search price range's bounds in each currency's minor units at the current exchange rates
 * (boundsPerCurrency), written by syncPriceRanges (modules/search/search-price-ranges.ts). The trigger that
 * sets services.price_range reads them (migration 0011).
 */
export const searchPriceBounds = pgTable(
  'search_price_bounds',
  {
    currency: varchar('currency', { length: 3 }).notNull(),
    priceRange: smallint('price_range').notNull(),
    minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.currency, t.priceRange] })],
);

/** A traveller's saved services (the heart): the admin sees them first when building that traveller's proposal. */
export const savedServices = pgTable(
  'saved_services',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] }), index('saved_services_service_idx').on(t.serviceId)],
);

/** Who changed what when an admin edited a partner's service: `changes` maps each field to `{ from, to }`. */
export const serviceAdminEdits = pgTable(
  'service_admin_edits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_admin_edits_service_idx').on(t.serviceId, t.createdAt)],
);
