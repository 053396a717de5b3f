import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners, services, subscriptionPlans, tripServices } from '../../db/schema';
import { reviewsLateral, rowsOf, serviceCardColumns, type ServiceCardRow } from './service-card.sql';
import type { ServiceFactsColumns } from './service-facts.columns';

/** A partner's own services (any state but deleted), newest first, in the catalogue's card shape. */
export async function findOwnServiceCards(db: DbOrTx, partnerId: number): Promise<ServiceCardRow[]> {
  const result = await db.execute(sql`
    SELECT ${serviceCardColumns}
    FROM services s JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    WHERE s.partner_id = ${partnerId} AND s.deleted_at IS NULL
    ORDER BY s.created_at DESC, s.id DESC`);
  return rowsOf<ServiceCardRow>(result);
}

export async function findServiceCard(db: DbOrTx, serviceId: number): Promise<ServiceCardRow | null> {
  const result = await db.execute(sql`
    SELECT ${serviceCardColumns}
    FROM services s JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    WHERE s.id = ${serviceId} AND s.deleted_at IS NULL`);
  return rowsOf<ServiceCardRow>(result)[0] ?? null;
}

/** Who owns a (not deleted) service, its image and its seasons (an ended one it has may be sent back). */
export async function findLiveService(db: DbOrTx, serviceId: number) {
  const [row] = await db
    .select({ id: services.id, partnerId: services.partnerId, imageUrl: services.imageUrl, availability: services.availability })
    .from(services)
    .where(and(eq(services.id, serviceId), isNull(services.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The partner's subscription and plan limit. With `lock`, the partner row is locked until the
 * transaction ends: every service write of one partner passes here, so they run one after another and
 * a count taken under the lock stays true until the insert commits.
 */
export async function findPartnerAllowance(db: DbOrTx, userId: number, { lock = false } = {}) {
  const query = db
    .select({
      partnerId: partners.id,
      status: partners.subscriptionStatus,
      planId: partners.subscriptionPlanId,
      maxServices: subscriptionPlans.maxServices,
    })
    .from(partners)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, partners.subscriptionPlanId))
    .where(eq(partners.userId, userId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: partners }) : await query;
  return row ?? null;
}

export async function countLiveServices(db: DbOrTx, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(and(eq(services.partnerId, partnerId), isNull(services.deletedAt)));
  return Number(row?.n ?? 0);
}

/** Every field a partner writes; the facts come from serviceFactsColumns (availability with available_until). */
export type ServiceWrite = Pick<
  typeof services.$inferInsert,
  'name' | 'type' | 'description' | 'locationDetails' | 'country' | 'basePriceMinor' | 'currency' | 'pricingDescription' | 'isActive'
> &
  ServiceFactsColumns;

export async function insertService(db: DbOrTx, partnerId: number, values: ServiceWrite & { imageUrl: string | null }): Promise<number> {
  const [row] = await db.insert(services).values({ partnerId, ...values }).returning({ id: services.id });
  if (!row) throw new Error('service insert returned no row');
  return row.id;
}

/** Updates a live service of this partner; null when it is gone (deleted meanwhile). */
export async function updateOwnService(
  db: DbOrTx,
  partnerId: number,
  serviceId: number,
  values: ServiceWrite & { imageUrl?: string },
): Promise<{ id: number } | null> {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(services.id, serviceId), eq(services.partnerId, partnerId), isNull(services.deletedAt)))
    .returning({ id: services.id });
  return row ?? null;
}

export async function isServiceOnAnyTrip(db: DbOrTx, serviceId: number): Promise<boolean> {
  const [row] = await db.select({ id: tripServices.id }).from(tripServices).where(eq(tripServices.serviceId, serviceId)).limit(1);
  return !!row;
}

/** Trips keep their services: the row stays, hidden from every list and from the homepage. */
export async function softDeleteService(db: DbOrTx, partnerId: number, serviceId: number): Promise<boolean> {
  const rows = await db
    .update(services)
    .set({ deletedAt: new Date(), isActive: false, isFeatured: false, pinToHomepage: false, updatedAt: new Date() })
    .where(and(eq(services.id, serviceId), eq(services.partnerId, partnerId), isNull(services.deletedAt)))
    .returning({ id: services.id });
  return rows.length > 0;
}

export async function hardDeleteService(db: DbOrTx, partnerId: number, serviceId: number): Promise<boolean> {
  const rows = await db
    .delete(services)
    .where(and(eq(services.id, serviceId), eq(services.partnerId, partnerId), isNull(services.deletedAt)))
    .returning({ id: services.id });
  return rows.length > 0;
}

/** Of these image URLs, the ones no service other than `exceptId` still shows. */
export async function unusedImageUrls(db: DbOrTx, urls: string[], exceptId: number): Promise<string[]> {
  if (urls.length === 0) return [];
  const used = await db
    .select({ url: services.imageUrl })
    .from(services)
    .where(and(inArray(services.imageUrl, urls), ne(services.id, exceptId)));
  const taken = new Set(used.map((r) => r.url));
  return urls.filter((u) => !taken.has(u));
}
