import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { partners, trips, users } from '../../db/schema';

export async function countPlatform(db: DbOrTx): Promise<{ partners: number; activePartners: number; travellers: number }> {
  const [[p], [a], [t]] = await Promise.all([
    db.select({ n: count() }).from(partners),
    db.select({ n: count() }).from(partners).where(inArray(partners.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])),
    db.select({ n: count() }).from(users).where(eq(users.userType, 'traveller')),
  ]);
  return { partners: p?.n ?? 0, activePartners: a?.n ?? 0, travellers: t?.n ?? 0 };
}

/** When a completed trip counts: its completion, or its last change for trips completed before that was recorded. */
const completedOn = sql`coalesce(${trips.completedAt}, ${trips.updatedAt})`;

/** Completed-trip totals per month of completion (UTC, 'YYYY-MM') and currency, from `since`. */
export async function completedTripTotalsByMonth(db: DbOrTx, since: Date): Promise<{ month: string; currency: string; minor: number }[]> {
  const month = sql<string>`to_char(${completedOn} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, currency: trips.currency, minor: sql<string>`sum(${trips.totalPriceMinor})` })
    .from(trips)
    .where(and(eq(trips.status, 'completed'), gte(completedOn, since)))
    .groupBy(month, trips.currency);
  return rows.map((r) => ({ month: r.month, currency: r.currency, minor: Number(r.minor) }));
}

/** New travellers and partners per UTC day ('YYYY-MM-DD') from `since`. */
export async function registrationsByDay(db: DbOrTx, since: Date): Promise<{ day: string; userType: string; n: number }[]> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, userType: users.userType, n: count() })
    .from(users)
    .where(and(inArray(users.userType, ['traveller', 'partner']), gte(users.createdAt, since)))
    .groupBy(day, users.userType);
}
