import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { claimUnsent, markFailed, markSent } from './outbox.repository';

/** A claimed row nobody finished (process died mid-send) is retried after this long. */
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Sends committed outbox rows. Callers `kick()` after their transaction commits; the scheduler's mail
 * job calls `deliverPending()` to retry. Delivery never throws into the caller: a failed send stays in
 * the outbox with its error and is retried, so a broken SMTP server never breaks a trip transition.
 */
export class MailDelivery {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Fire and forget: start a delivery round unless one is running (then run one more after it). */
  kick(): void {
    if (this.mailer.kind === 'outbox') return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Waits for the round in progress (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async deliverPending(): Promise<number> {
    if (this.mailer.kind === 'outbox') return 0;
    let sent = 0;
    for (;;) {
      const rows = await claimUnsent(this.db, { limit: BATCH, leaseMs: LEASE_MS, maxAttempts: MAX_ATTEMPTS });
      if (!rows.length) return sent;
      for (const row of rows) {
        try {
          await this.mailer.send({ to: row.to, subject: row.subject, body: row.body });
          await markSent(this.db, row.id);
          sent += 1;
        } catch (err) {
          this.log.warn({ err, outboxId: row.id }, 'mail delivery failed; it stays in the outbox for a retry');
          await markFailed(this.db, row.id, (err as Error).message ?? String(err));
        }
      }
      if (rows.length < BATCH) return sent;
    }
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.deliverPending();
      } catch (err) {
        this.log.error({ err }, 'mail delivery round failed');
      }
    } while (this.again);
  }
}
