import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';

export async function readSettings(db: DbOrTx, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** One setting with the time it was last written (null when it is not stored). */
export async function readSettingRow(db: DbOrTx, key: string): Promise<{ value: unknown; updatedAt: Date } | null> {
  const [row] = await db.select({ value: settings.value, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, key));
  return row ?? null;
}
