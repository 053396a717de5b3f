import pg from 'pg';

/** One statement on the test server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database a postgres:// URL names (`test` when it names none). */
export function databaseOf(serverUrl: string): string {
  return decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || 'test';
}

/** PostgreSQL folds unquoted names; ours are quoted, so keep them to one safe alphabet. */
export function cleanName(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}
