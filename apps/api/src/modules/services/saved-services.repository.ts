import { and, count, desc, eq, sql } from 'drizzle-orm';
import { SAVED_SERVICES_MAX } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { preferences, savedServices, services, users } from '../../db/schema';
import { publiclyVisible, reviewsLateral, rowsOf, serviceCardColumns, type ServiceCardRow } from './service-card.sql';

/**
 * The traveller's saved services that are listed now, as catalogue cards, newest saved first. An unlisted one
 * (paused, deleted while on a trip, its partner's subscription lapsed) is left out but its row stays, so it
 * comes back if it is listed again (decision 0038).
 */
export async function findSavedServiceCards(db: DbOrTx, userId: number): Promise<ServiceCardRow[]> {
  const result = await db.execute(sql`
    SELECT ${serviceCardColumns}
    FROM saved_services ss
    JOIN services s ON s.id = ss.service_id
    JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    WHERE ss.user_id = ${userId} AND ${publiclyVisible}
    ORDER BY ss.created_at DESC, ss.service_id DESC
    LIMIT ${SAVED_SERVICES_MAX}`);
  return rowsOf<ServiceCardRow>(result);
}

/**
 * Serialises one traveller's saves (FOR UPDATE on their user row, held until commit): counting then inserting
 * is only exact one save at a time. Taken first in the transaction, before any saved_services row.
 */
export async function lockSaver(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function isListed(db: DbOrTx, serviceId: number): Promise<boolean> {
  const [row] = await db.select({ listed: services.listed }).from(services).where(eq(services.id, serviceId));
  return row?.listed === true;
}

/** When the traveller first saved the service, or null when it is not saved. */
export async function findSavedAt(db: DbOrTx, userId: number, serviceId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: savedServices.createdAt })
    .from(savedServices)
    .where(and(eq(savedServices.userId, userId), eq(savedServices.serviceId, serviceId)));
  return row?.createdAt ?? null;
}

/** Saved services that count towards the limit: the listed ones, the only ones the traveller can see and remove. */
export async function countListedSaved(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedServices)
    .innerJoin(services, eq(services.id, savedServices.serviceId))
    .where(and(eq(savedServices.userId, userId), eq(services.listed, true)));
  return Number(row?.n ?? 0);
}

export async function insertSaved(db: DbOrTx, userId: number, serviceId: number): Promise<Date> {
  const [row] = await db.insert(savedServices).values({ userId, serviceId }).returning({ createdAt: savedServices.createdAt });
  if (!row) throw new Error('saved_services insert returned no row');
  return row.createdAt;
}

export async function deleteSaved(db: DbOrTx, userId: number, serviceId: number): Promise<void> {
  await db.delete(savedServices).where(and(eq(savedServices.userId, userId), eq(savedServices.serviceId, serviceId)));
}

/**
 * The listed services saved by the traveller of a preference, newest saved first; null when there is no
 * such preference.
 */
export async function findSavedIdsOfPreferenceTraveller(db: DbOrTx, preferenceId: number): Promise<number[] | null> {
  const [preference] = await db.select({ travellerId: preferences.travellerId }).from(preferences).where(eq(preferences.id, preferenceId));
  if (!preference) return null;
  const rows = await db
    .select({ id: savedServices.serviceId })
    .from(savedServices)
    .innerJoin(services, eq(services.id, savedServices.serviceId))
    .where(and(eq(savedServices.userId, preference.travellerId), eq(services.listed, true)))
    .orderBy(desc(savedServices.createdAt), desc(savedServices.serviceId))
    .limit(SAVED_SERVICES_MAX);
  return rows.map((r) => r.id);
}
