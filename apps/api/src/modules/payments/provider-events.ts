import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { MailMessage } from '../mail/mailer';
import { insertOutboxEmails } from '../mail/outbox.repository';
import type { ProviderEvent } from './payment-provider';
import { recordProviderEvent } from './payments.repository';
import { providerEventHandlers } from './provider-event-handlers';

/** What a handler gets: the event's transaction and a way to send mail once it commits. */
export interface ProviderEventContext {
  tx: Tx;
  event: ProviderEvent;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Written to the outbox in this transaction; delivered after commit. */
  email(message: MailMessage): Promise<void>;
}

export type ProviderEventHandler = (ctx: ProviderEventContext) => Promise<void>;

export interface ProviderEventDeps {
  db: Db;
  config: { publicUrl: string };
  log: FastifyBaseLogger;
  mail: { kick(): void };
}

export type ApplyResult = 'applied' | 'duplicate' | 'ignored';

/**
 * The one door every provider event goes through, a Stripe webhook or a sandbox outcome alike: the
 * event id is recorded and the handler for its type runs in the same transaction, so an event is
 * applied exactly once however often it is delivered. Handlers compare states (a success is never
 * undone by a late failure), which makes the order of delivery irrelevant.
 */
export async function applyProviderEvent(deps: ProviderEventDeps, event: ProviderEvent): Promise<ApplyResult> {
  const handler = providerEventHandlers[event.type];
  let mailed = false;
  const result = await deps.db.transaction(async (tx): Promise<ApplyResult> => {
    if (!(await recordProviderEvent(tx, event))) return 'duplicate';
    // Unknown types are recorded too: Stripe sends every type the endpoint subscribes to.
    if (!handler) return 'ignored';
    await handler({
      tx,
      event,
      publicUrl: deps.config.publicUrl,
      log: deps.log,
      email: async (message) => {
        await insertOutboxEmails(tx, [message]);
        mailed = true;
      },
    });
    return 'applied';
  });
  if (mailed) deps.mail.kick();
  return result;
}
