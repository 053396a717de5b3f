import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The part of drizzle's session that db.execute uses, with the statement name it does not expose. */
interface PreparingSession {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> };
}

/**
 * `db.execute` as a named prepared statement: node-postgres parses it once per pooled connection, and
 * PostgreSQL stops planning it each time once a generic plan costs no more than the custom ones. PGlite
 * ignores the name. The name comes from the SQL text, so only use this for statements whose text takes a
 * bounded number of forms (values as parameters): each form stays prepared on every connection.
 */
export function executeNamed(db: DbOrTx, prefix: string, query: SQL): Promise<unknown> {
  const session = db._.session as unknown as PreparingSession;
  const built = session.dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
