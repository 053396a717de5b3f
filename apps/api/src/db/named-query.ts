import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';

/** The part of drizzle's session that db.execute uses, with the statement name it does not expose. */
interface PreparingSession {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): PreparedStatement;
}

export interface PreparedStatement {
  /** Runs the statement with a value for each of its `sql.placeholder(name)`s; answers `{ rows }`. */
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Statements kept per database handle; each key names one SQL text, so this stays as small as their forms. */
const STATEMENTS_KEPT = 500;
const statements = new WeakMap<DbOrTx, Map<string, PreparedStatement>>();

/**
 * A statement whose text is built once per database handle and `key`, its values given as placeholders on
 * each run: hot queries skip building the SQL text on every request. On PostgreSQL it is a named prepared
 * statement (the name comes from the text): node-postgres parses it once per pooled connection, and each
 * run is planned for its values (POOL_SESSION_OPTIONS in db/client.ts), or, with `planOnce`, planned once
 * per connection on the handle's twin (pairGenericPlanSession) and that plan reused: only for statements
 * whose best plan is the same for every value. PGlite ignores the name. `key` must determine the text:
 * values that vary go through `sql.placeholder`.
 */
export function preparedStatement(db: DbOrTx, key: string, build: () => SQL, { planOnce = false }: { planOnce?: boolean } = {}): PreparedStatement {
  const target = planOnce ? genericPlanSessionOf(db) : db;
  let kept = statements.get(target);
  if (!kept) statements.set(target, (kept = new Map()));
  const hit = kept.get(key);
  if (hit) return hit;
  const session = target._.session as unknown as PreparingSession;
  const built = session.dialect.sqlToQuery(build());
  const name = `q_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  const statement = session.prepareQuery(built, undefined, name, false);
  if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, statement);
  return statement;
}

/**
 * preparedStatement for a query written with drizzle's builder and ending in `.prepare(name)`: built once per
 * database handle (or its generic-plan twin with `planOnce`), so its answers keep the builder's shape (nested
 * objects, mapped columns) while a request neither rebuilds the text nor has it parsed again.
 */
export function preparedQuery<T>(build: (db: Db) => T, { planOnce = false }: { planOnce?: boolean } = {}): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    const target = planOnce ? (genericPlanSessionOf(db) as Db) : db;
    let value = built.get(target);
    if (value === undefined) built.set(target, (value = build(target)));
    return value;
  };
}

const genericPlanSessions = new WeakMap<DbOrTx, DbOrTx>();

/**
 * Gives `db` a twin whose sessions plan each prepared statement once and reuse that plan
 * (GENERIC_PLAN_SESSION_OPTIONS in db/client.ts): preparedStatement runs `planOnce` statements there. A
 * handle without a twin (PGlite's single session, a transaction) runs them itself, planned per run.
 */
export function pairGenericPlanSession(db: DbOrTx, generic: DbOrTx): void {
  genericPlanSessions.set(db, generic);
}

/** The twin of `db` that runs `planOnce` statements (itself when it has none). */
export function genericPlanSessionOf(db: DbOrTx): DbOrTx {
  return genericPlanSessions.get(db) ?? db;
}

/** A one-off statement with placeholders (unnamed: planned for the values it runs with). */
export function runWithPlaceholders(db: DbOrTx, query: SQL, values: Record<string, unknown>): Promise<unknown> {
  const session = db._.session as unknown as PreparingSession;
  return session.prepareQuery(session.dialect.sqlToQuery(query), undefined, undefined, false).execute(values);
}
