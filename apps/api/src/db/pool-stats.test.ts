import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { poolStatsReader, watchEmbeddedQueueWaits } from './pool-stats';

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

  it('tells how long each turn waited for the embedded connection, and nothing after the watch ends', async () => {
    const waits: number[] = [];
    const unwatch = watchEmbeddedQueueWaits(database.handle, (seconds) => waits.push(seconds));
    if (database.handle.driver !== 'pglite') {
      // PostgreSQL has pools, not the one queue: their waits are db_pool_waiting.
      expect(unwatch).toBeNull();
      return;
    }
    expect(unwatch).toBeTypeOf('function');
    const read = poolStatsReader(database.handle);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const holding = database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await gate;
    });
    await inside;
    const before = waits.length;
    const queued = [Promise.resolve(database.handle.db.execute(sql`select 2`)), Promise.resolve(database.handle.db.execute(sql`select 3`))];
    await expect.poll(() => read()[0]!.waiting).toBe(2);
    // Both are in the queue from here on, and cannot have the connection before the transaction lets it go.
    const queuedBy = performance.now();
    release();
    const releasedAt = performance.now();
    await Promise.all([holding, ...queued]);
    const theirs = waits.slice(before);
    expect(theirs).toHaveLength(2);
    for (const seconds of theirs) expect(seconds).toBeGreaterThanOrEqual((releasedAt - queuedBy) / 1000);

    unwatch!();
    const after = waits.length;
    await database.handle.db.execute(sql`select 4`);
    expect(waits).toHaveLength(after);
  });
});
