import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { partners, services } from '../../db/schema';

const adminServiceColumns = {
  id: services.id,
  name: services.name,
  type: services.type,
  partnerId: services.partnerId,
  companyName: partners.companyName,
  partnerSlug: partners.slug,
  partnerWebsiteUrl: partners.websiteUrl,
  basePriceMinor: services.basePriceMinor,
  currency: services.currency,
  pricingDescription: services.pricingDescription,
  country: services.country,
  isFeatured: services.isFeatured,
  isActive: services.isActive,
  partnerSubscriptionStatus: partners.subscriptionStatus,
  pinToHomepage: services.pinToHomepage,
  homepageSortOrder: services.homepageSortOrder,
  createdAt: services.createdAt,
  durationHours: services.durationHours,
  groupSizeMin: services.groupSizeMin,
  groupSizeMax: services.groupSizeMax,
  availability: services.availability,
};

export interface AdminServiceRow {
  id: number;
  name: string;
  type: string;
  partnerId: number;
  companyName: string;
  partnerSlug: string | null;
  partnerWebsiteUrl: string | null;
  basePriceMinor: number | null;
  currency: string;
  pricingDescription: string | null;
  country: string | null;
  isFeatured: boolean;
  isActive: boolean;
  partnerSubscriptionStatus: SubscriptionStatus | null;
  pinToHomepage: boolean;
  homepageSortOrder: number;
  createdAt: Date;
  durationHours: number | null;
  groupSizeMin: number | null;
  groupSizeMax: number | null;
  availability: { from: string; until: string }[];
}

/** A partner's deleted service is kept (trips and reviews point at it) but is gone for everyone, admins too. */
const notDeleted = isNull(services.deletedAt);

/** Every service of every partner, whatever its visibility, except deleted ones: newest first. */
export async function listAdminServices(db: DbOrTx): Promise<AdminServiceRow[]> {
  return db
    .select(adminServiceColumns)
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(notDeleted)
    .orderBy(desc(services.id));
}

export async function findAdminService(db: DbOrTx, id: number): Promise<AdminServiceRow | null> {
  const [row] = await db
    .select(adminServiceColumns)
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(and(eq(services.id, id), notDeleted))
    .limit(1);
  return row ?? null;
}

export async function setServiceFeatured(db: DbOrTx, id: number, isFeatured: boolean): Promise<boolean> {
  const rows = await db
    .update(services)
    .set({ isFeatured, updatedAt: sql`now()` })
    .where(and(eq(services.id, id), notDeleted))
    .returning({ id: services.id });
  return rows.length === 1;
}

export async function setServiceHomepage(db: DbOrTx, id: number, pinToHomepage: boolean, homepageSortOrder: number): Promise<void> {
  await db.update(services).set({ pinToHomepage, homepageSortOrder, updatedAt: sql`now()` }).where(eq(services.id, id));
}

export async function serviceExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, id), notDeleted))
    .limit(1);
  return rows.length === 1;
}

/** Services pinned to the home page other than `exceptId`. */
export async function countOtherPinned(db: DbOrTx, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(and(eq(services.pinToHomepage, true), ne(services.id, exceptId), notDeleted));
  return Number(row?.n ?? 0);
}

/**
 * Serialises changes to the set of pinned services across transactions and instances (a transaction
 * advisory lock, released at commit): counting then pinning is only safe one writer at a time.
 */
export async function lockHomepagePins(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${HOMEPAGE_PINS_LOCK})`);
}
const HOMEPAGE_PINS_LOCK = 727_010;
