import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { poolStatsReader } from './pool-stats';

describe('pool stats for metrics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('sees a held connection and, on PGlite, the queries queued behind it', async () => {
    const read = poolStatsReader(database.handle);
    const main = () => read()[0]!;
    expect(main()).toMatchObject({ inUse: 0, waiting: 0 });

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    // A transaction that holds its connection until the test lets it go.
    const holding = database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await gate;
    });
    await inside;
    // Drizzle's queries are lazy: Promise.resolve starts them now.
    const queued = [Promise.resolve(database.handle.db.execute(sql`select 2`)), Promise.resolve(database.handle.db.execute(sql`select 3`))];
    if (database.handle.driver === 'pglite') {
      // One connection: the two reads wait behind the transaction, in the embedded database's queue.
      await expect.poll(() => main().waiting).toBe(2);
      expect(main()).toEqual({ pool: 'embedded', inUse: 1, idle: 0, waiting: 2 });
    } else {
      expect(main().inUse).toBeGreaterThanOrEqual(1);
    }
    release();
    await Promise.all([holding, ...queued]);
    expect(main()).toMatchObject({ inUse: 0, waiting: 0 });
  });
});
