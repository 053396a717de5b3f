import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preferences, services } from '../../db/schema';

export type PreferenceRow = typeof preferences.$inferSelect;
export type NewPreferenceRow = typeof preferences.$inferInsert;

export async function insertPreference(db: DbOrTx, values: NewPreferenceRow): Promise<PreferenceRow> {
  const [row] = await db.insert(preferences).values(values).returning();
  return row!;
}

export interface PlanServiceRow {
  id: number;
  name: string;
  basePriceMinor: number | null;
  currency: string;
}

/** Prices and names of the services a trip plan names (any state: the plan was made when they were listed). */
export async function findPlanServices(db: DbOrTx, ids: number[]): Promise<PlanServiceRow[]> {
  if (!ids.length) return [];
  return db
    .select({ id: services.id, name: services.name, basePriceMinor: services.basePriceMinor, currency: services.currency })
    .from(services)
    .where(inArray(services.id, ids));
}
