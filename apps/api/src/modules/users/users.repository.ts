import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/named-query';
import { batchedPerDatabase } from '../../lib/batched-lookup';
import { partnerInsightVersions, partners, travellerDashboardVersions, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * Read on every signed-in request: prepared once per database handle (db/named-query.ts). It carries the
 * traveller's dashboard stamp too (0 for anyone without one), so GET /api/trips, the busiest signed-in call,
 * answers a kept dashboard after this one round trip (docs/decisions/0048-dashboards-kept-by-version.md), and
 * the partner's insights stamp, for the same reason (docs/decisions/0053-partner-insights-kept-by-version.md).
 * It reads every user whose session was asked for in one turn of the event loop (findSessionUser).
 */
const sessionUsersStatement = preparedQuery((db: Db) =>
  db
    .select({
      id: users.id,
      userType: users.userType,
      name: users.name,
      email: users.email,
      tokenVersion: users.tokenVersion,
      dashboardVersion: sql<number>`coalesce(${travellerDashboardVersions.version}, 0)`.mapWith(Number),
      insightsVersion: sql<number>`coalesce(${partnerInsightVersions.version}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(travellerDashboardVersions, eq(travellerDashboardVersions.travellerId, users.id))
    .leftJoin(partnerInsightVersions, eq(partnerInsightVersions.partnerUserId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('session_users'),
  { planOnce: true },
);

export type SessionUser = Awaited<ReturnType<ReturnType<typeof sessionUsersStatement>['execute']>>[number];

/** The session columns of these users, by id (one statement). */
export async function findSessionUsers(db: Db, ids: number[]): Promise<Map<number, SessionUser>> {
  const rows = await sessionUsersStatement(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
}

const sessionLookups = batchedPerDatabase(findSessionUsers);

/**
 * The columns a request's signed-in user carries (plugins/auth), or null for no such user. The requests read
 * in one turn of the event loop are checked by one statement (lib/batched-lookup.ts, decision 0058).
 */
export function findSessionUser(db: Db, id: number): Promise<SessionUser | null> {
  return sessionLookups(db).load(id);
}

/** Every admin account: the team that a traveller's messages and answers are e-mailed to. */
export async function findAdminUsers(db: DbOrTx) {
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.userType, 'admin')).orderBy(users.id);
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUserName(db: DbOrTx, id: number, name: string) {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Issue 22: the currency the user sees prices in. */
export async function updateUserDisplayCurrency(db: DbOrTx, id: number, currency: string) {
  const [row] = await db.update(users).set({ displayCurrency: currency }).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** A new password ends every session signed before it: the token version is raised with it. */
export async function updateUserPasswordHash(db: DbOrTx, id: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row ?? null;
}

/** A sign-in happened now: the one before it becomes the previous one ("Welcome back" reads it). */
export async function recordUserSignIn(db: DbOrTx, id: number) {
  const [row] = await db
    .update(users)
    .set({ previousSignInAt: sql`${users.lastSignInAt}`, lastSignInAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Ends every session of the user (logout, "log out everywhere"); null when the user is gone. */
export async function bumpTokenVersion(db: DbOrTx, id: number) {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row ?? null;
}

/** A partner's company name travels with their user object (spec 1: companyName for partners). */
export async function findCompanyName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ companyName: partners.companyName })
    .from(partners)
    .where(eq(partners.userId, userId))
    .limit(1);
  return row?.companyName ?? null;
}

/** When the user confirmed the address (null: not yet); undefined for no such user. */
export async function findEmailVerifiedAt(db: DbOrTx, id: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)).limit(1);
  return row ? row.at : undefined;
}

/** Marks the address confirmed once; a second confirmation keeps the first time. */
export async function markUserEmailVerified(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: at }).where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}
