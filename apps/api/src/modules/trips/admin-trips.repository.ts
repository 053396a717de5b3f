import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preferences, trips, users } from '../../db/schema';

const columns = {
  trip: trips,
  preference: preferences,
  traveller: { name: users.name, email: users.email },
};

function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .innerJoin(users, eq(users.id, trips.travellerId))
    .where(where);
}

export type AdminTripRow = Awaited<ReturnType<typeof listAdminTrips>>[number];

export async function listAdminTrips(db: DbOrTx, filter: { originalTripId?: number }) {
  if (filter.originalTripId) return select(db, eq(trips.originalTripId, filter.originalTripId)).orderBy(asc(trips.id));
  return select(db, undefined).orderBy(desc(trips.createdAt), desc(trips.id));
}

export async function findAdminTrip(db: DbOrTx, tripId: number) {
  const [row] = await select(db, eq(trips.id, tripId)).limit(1);
  return row ?? null;
}

export async function findAdminTripByPreference(db: DbOrTx, preferenceId: number) {
  const [row] = await select(db, eq(trips.preferenceId, preferenceId)).limit(1);
  return row ?? null;
}

/** Trips rebooked from this one, directly or through later rebookings. */
export async function countRebookingDescendants(db: DbOrTx, tripId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with recursive descendants(id) as (
      select id from ${trips} where rebooked_from = ${tripId}
      union
      select t.id from ${trips} t join descendants d on t.rebooked_from = d.id
    )
    select count(*)::int as n from descendants`);
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}

export async function lockPreferenceWithTraveller(tx: DbOrTx, preferenceId: number) {
  const [row] = await tx
    .select({ preference: preferences, traveller: { id: users.id, name: users.name, email: users.email } })
    .from(preferences)
    .innerJoin(users, eq(users.id, preferences.travellerId))
    .where(and(eq(preferences.id, preferenceId)))
    .for('update', { of: preferences });
  return row ?? null;
}
