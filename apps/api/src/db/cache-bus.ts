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
  /**
   * Anything a page's HTML shows: published by each instance after it answers a write (plugins/page-cache.ts),
   * with the addresses the write may change as its detail ('/stories'), or none for every page.
   */
  'pages',
] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

const isTopic = (topic: string): topic is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(topic);

/** A message is its topic, then a space and its detail when it has one. */
const payloadOf = (topic: CacheTopic, detail?: string) => (detail === undefined ? topic : `${topic} ${detail}`);

/** What a subscriber is told: the detail of the message, or undefined for "everything of the topic". */
export type Drop = (detail?: string) => void;

export interface CacheBus {
  /** Tells every instance, this one included, that `topic`'s data changed (after the change committed); `detail` says which part. */
  publish(topic: CacheTopic, detail?: string): Promise<void>;
  /** `drop` runs on every message of `topic`, and without a detail for every topic after messages may have been missed. */
  subscribe(topic: CacheTopic, drop: Drop): () => void;
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
  private readonly byTopic = new Map<CacheTopic, Set<Drop>>();
  constructor(private readonly log: ListenerLog) {}

  add(topic: CacheTopic, drop: Drop): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(drop);
    return () => set.delete(drop);
  }

  deliver(payload: string): void {
    const space = payload.indexOf(' ');
    const topic = space < 0 ? payload : payload.slice(0, space);
    if (!isTopic(topic)) return;
    const detail = space < 0 ? undefined : payload.slice(space + 1);
    for (const drop of this.byTopic.get(topic) ?? []) {
      try {
        drop(detail);
      } catch (err) {
        this.log.error({ err, topic }, 'cache bus: a subscriber failed to drop its cache');
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

  async publish(topic: CacheTopic, detail?: string): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payloadOf(topic, detail)]);
  }

  subscribe(topic: CacheTopic, drop: Drop): () => void {
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
  async publish(topic: CacheTopic, detail?: string): Promise<void> {
    this.subscribers.deliver(payloadOf(topic, detail));
  }

  subscribe(topic: CacheTopic, drop: Drop): () => void {
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
