import pg from 'pg';

export interface ListenerLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface PgListenerOptions {
  connectionString: string;
  /** A plain identifier (it is written into LISTEN as is). */
  channel: string;
  log: ListenerLog;
  onMessage(payload: string): void;
  /** Listening again after a loss: whatever was sent meanwhile was missed. */
  onReconnected(): void;
  /** Backoff bounds (tests shorten them). */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * One connection that LISTENs on a channel and comes back when it drops (a restart, a failover, an idle
 * connection killed by a proxy): after 0.1 s, then twice as long each failed attempt, at most 10 s.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  /** Messages may have been sent while nobody listened here (set by every loss and failed attempt). */
  private missed = false;

  constructor(private readonly options: PgListenerOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`Not a plain channel name: ${options.channel}`);
  }

  /** Resolves once listening, or once the first attempt failed (it retries in the background then). */
  start(): Promise<void> {
    return this.connect();
  }

  /** True while a connection listens (tests, health). */
  get listening(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // keepAlive: a connection that a network device dropped silently is noticed, not waited on forever.
    const client = new pg.Client({ connectionString: this.options.connectionString, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.options.onMessage(message.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (err) {
      void client.end().catch(() => undefined);
      this.retry(err);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    if (this.missed) {
      this.missed = false;
      this.options.log.info({ channel: this.options.channel }, 'cache bus: listening again; every cache drops what it kept');
      this.options.onReconnected();
    }
  }

  private lost(client: pg.Client, err: Error | null): void {
    // Only the connection in use counts: a failed attempt is retried by connect(), an old one is gone already.
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.retry(err);
  }

  private retry(err: unknown): void {
    this.missed = true;
    if (this.closed || this.timer) return;
    const min = this.options.minDelayMs ?? 100;
    const max = this.options.maxDelayMs ?? 10_000;
    const delay = Math.min(max, min * 2 ** this.failures);
    this.failures += 1;
    this.options.log.warn({ err, channel: this.options.channel, retryInMs: delay }, 'cache bus: not listening; reconnecting');
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
    // A retry alone never keeps the process alive.
    this.timer.unref();
  }
}
