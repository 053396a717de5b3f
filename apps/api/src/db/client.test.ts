import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../modules/services/service-card.sql';
import { createTestDatabase, testDriver, type TestDatabase } from '../test/database';
import { DEFAULT_POOL_SIZE, openDatabase } from './client';
import { preparedStatement } from './named-query';

// A node-postgres pool only: PGlite runs in the process and has no connection to lose.
describe.runIf(testDriver === 'pg')('PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('survives an idle connection being cut and reconnects on the next query', async () => {
    const pid = async () => {
      const result = (await database.handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      return result.rows[0]!.pid;
    };
    const before = await pid();
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      // Another session ends ours while it sits idle in the pool, as a database restart would.
      const admin = new pg.Client({ connectionString: database.url! });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [before]);
      // The backend sends its FATAL notice before it exits: once it is gone, the notice is on our socket.
      await expect
        .poll(async () => (await admin.query('select count(*)::int as n from pg_stat_activity where pid = $1', [before])).rows[0].n)
        .toBe(0);
      await admin.end();
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
      expect(await pid()).not.toBe(before);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('opens at most DATABASE_POOL_SIZE connections per pool, however many statements are waiting', async () => {
    // Each statement holds its connection 50 ms, so twelve at once need twelve connections or a queue.
    const backendsUsed = async (poolSize: number | undefined) => {
      const handle = await openDatabase({ url: database.url!, poolSize });
      try {
        const pids = async (planOnce: boolean) => {
          const statement = preparedStatement(handle.db, `backend ${planOnce}`, () => sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`, { planOnce });
          const runs = await Promise.all(Array.from({ length: 12 }, () => statement.execute()));
          return new Set(runs.map((rows) => rowsOf<{ pid: number }>(rows)[0]!.pid)).size;
        };
        return { main: await pids(false), generic: await pids(true) };
      } finally {
        await handle.close();
      }
    };
    expect(await backendsUsed(2)).toEqual({ main: 2, generic: 2 });
    expect(await backendsUsed(undefined)).toEqual({ main: DEFAULT_POOL_SIZE, generic: DEFAULT_POOL_SIZE });
  });

  it('plans every run of a prepared statement for its values, but planOnce statements once per connection', async () => {
    const mode = async (planOnce: boolean) => {
      const statement = preparedStatement(database.handle.db, `plan mode ${planOnce}`, () => sql`SELECT current_setting('plan_cache_mode') AS mode`, { planOnce });
      return (rowsOf<{ mode: string }>(await statement.execute()))[0]?.mode;
    };
    expect(await mode(false)).toBe('force_custom_plan');
    expect(await mode(true)).toBe('force_generic_plan');
    // Everything else (drizzle's own queries, transactions) runs on the first pool.
    const result = (await database.handle.db.execute(sql`show plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] };
    expect(result.rows[0]?.plan_cache_mode).toBe('force_custom_plan');
  });
});
