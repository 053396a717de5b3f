import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services, tripServices } from '../../db/schema';

/** Name and country of each of `ids` (any state), for the excluded-countries rule (issue 19). */
export async function findServiceCountries(db: DbOrTx, ids: number[]): Promise<{ id: number; name: string; country: string | null }[]> {
  if (!ids.length) return [];
  return db.select({ id: services.id, name: services.name, country: services.country }).from(services).where(inArray(services.id, ids));
}

/** The countries of a trip's services (services without a country add nothing). */
export async function findTripCountries(db: DbOrTx, tripId: number): Promise<string[]> {
  const rows = await db
    .select({ country: services.country })
    .from(tripServices)
    .innerJoin(services, eq(services.id, tripServices.serviceId))
    .where(and(eq(tripServices.tripId, tripId), isNotNull(services.country)));
  return rows.map((r) => r.country).filter((c): c is string => c !== null);
}
