import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { DatabaseHandle, DbOrTx } from './client';
import { PgListener, type ListenerLog } from './pg-listener';

/**
 * Tells every API instance that data it may keep in memory changed (docs/decisions/0044-several-instances.md),
 * through PostgreSQL's LISTEN/NOTIFY on one channel: a topic per kind of cached data. PostgreSQL delivers a
 * NOTIFY when its transaction commits, to every listening session, the writer's own instance included.
 */
export const CACHE_CHANNEL = 'mt_cache';

export const CACHE_TOPICS = [
  /** The settings table: admin settings, maintenance mode, exchange rates (notified by a trigger, migration 0023). */
  'settings',
  /** search_price_bounds, which syncPriceRanges rewrites (notified by a trigger, migration 0023). */
  'price-ranges',
  /** Anything a page's HTML shows: published by each instance after it answers a write (plugins/page-cache.ts). */
  'pages',
] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

const isTopic = (payload: string): payload is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(payload);

export interface CacheBus {
  /** Tells every instance, this one included, that `topic`'s data changed (after the change committed). */
  publish(topic: CacheTopic): Promise<void>;
  /** `drop` runs on every message of `topic` and once for every topic after messages may have been missed. */
  subscribe(topic: CacheTopic, drop: () => void): () => void;
  close(): Promise<void>;
}

/**
 * In the writing transaction: delivered to every instance when it commits, never if it rolls back. The
 * settings and price bounds need no call (their triggers do it); other writes that change cached data do.
 */
export async function publishInTransaction(tx: DbOrTx, topic: CacheTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${topic})`);
}

/** The subscribers of one instance. A subscriber that throws is logged and does not stop the others. */
class Subscribers {
  private readonly byTopic = new Map<CacheTopic, Set<() => void>>();
  constructor(private readonly log: ListenerLog) {}

  add(topic: CacheTopic, drop: () => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(drop);
    return () => set.delete(drop);
  }

  deliver(payload: string): void {
    if (!isTopic(payload)) return;
    for (const drop of this.byTopic.get(payload) ?? []) {
      try {
        drop();
      } catch (err) {
        this.log.error({ err, topic: payload }, 'cache bus: a subscriber failed to drop its cache');
      }
    }
  }

  deliverAll(): void {
    for (const topic of CACHE_TOPICS) this.deliver(topic);
  }
}

/**
 * PostgreSQL: one dedicated connection LISTENs (outside the pool, so it never serves a query and the pool never
 * recycles it); it reconnects with backoff when it drops, and then every cache drops what it holds, since
 * messages sent meanwhile are lost. Publishing goes through the pool.
 */
class PgCacheBus implements CacheBus {
  private readonly subscribers: Subscribers;
  private readonly listener: PgListener;

  constructor(
    private readonly pool: Pool,
    log: ListenerLog,
  ) {
    this.subscribers = new Subscribers(log);
    this.listener = new PgListener({
      connectionString: pool.options.connectionString!,
      channel: CACHE_CHANNEL,
      log,
      onMessage: (payload) => this.subscribers.deliver(payload),
      onReconnected: () => this.subscribers.deliverAll(),
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async publish(topic: CacheTopic): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, topic]);
  }

  subscribe(topic: CacheTopic, drop: () => void): () => void {
    return this.subscribers.add(topic, drop);
  }

  close(): Promise<void> {
    return this.listener.close();
  }
}

/**
 * PGlite: one process owns the database, and PGlite's own LISTEN delivers the same NOTIFYs (triggers and
 * publishInTransaction included, on commit), so the code path is the one PostgreSQL runs.
 */
class PgliteCacheBus implements CacheBus {
  private readonly subscribers: Subscribers;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly client: PGlite,
    log: ListenerLog,
  ) {
    this.subscribers = new Subscribers(log);
  }

  async start(): Promise<void> {
    this.unlisten = await this.client.listen(CACHE_CHANNEL, (payload) => this.subscribers.deliver(payload));
  }

  /** Outside a transaction, in the only process there is: delivered here directly, without a turn in PGlite's one queue. */
  async publish(topic: CacheTopic): Promise<void> {
    this.subscribers.deliver(topic);
  }

  subscribe(topic: CacheTopic, drop: () => void): () => void {
    return this.subscribers.add(topic, drop);
  }

  async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    // The database may be closed already (the server closes it after the app): nothing is listening then.
    if (unlisten && !this.client.closed) await unlisten().catch(() => undefined);
  }
}

/** Listening once this resolves (a message sent after it is delivered). */
export async function createCacheBus(handle: DatabaseHandle, log: ListenerLog): Promise<CacheBus> {
  const client = (handle.db as unknown as { $client: Pool | PGlite }).$client;
  const bus = handle.driver === 'pg' ? new PgCacheBus(client as Pool, log) : new PgliteCacheBus(client as PGlite, log);
  await bus.start();
  return bus;
}
