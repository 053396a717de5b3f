import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preferences, trips, users } from '../../db/schema';

/** Preferences with their traveller and their trip (one per preference), newest first. */
function select(db: DbOrTx, where?: SQL) {
  return db
    .select({
      preference: preferences,
      traveller: { name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt },
      trip: {
        id: trips.id,
        status: trips.status,
        paymentStatus: trips.paymentStatus,
        originalTripId: trips.originalTripId,
        rebookedFrom: trips.rebookedFrom,
      },
      hasBeenRebooked: sql<boolean>`exists (select 1 from trips as rebooking where rebooking.rebooked_from = ${trips.id})`.mapWith(Boolean),
    })
    .from(preferences)
    .innerJoin(users, eq(users.id, preferences.travellerId))
    .leftJoin(trips, eq(trips.preferenceId, preferences.id))
    .where(where)
    .orderBy(desc(preferences.createdAt), desc(preferences.id));
}

export type AdminPreferenceRow = Awaited<ReturnType<typeof select>>[number];

export const listAdminPreferences = (db: DbOrTx) => select(db);

export async function findAdminPreference(db: DbOrTx, id: number): Promise<AdminPreferenceRow | null> {
  const [row] = await select(db, eq(preferences.id, id)).limit(1);
  return row ?? null;
}
