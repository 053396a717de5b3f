import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { MailMessage } from '../mail/mailer';
import { queueMail } from '../mail/mail.service';
import type { PaymentProvider, ProviderEvent } from './payment-provider';
import { recordProviderEvent } from './payments-ledger.repository';

/** What a handler gets: the event's transaction and a way to send mail once it commits. */
export interface ProviderEventContext {
  tx: Tx;
  event: ProviderEvent;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Written to the outbox in this transaction; delivered after commit. */
  email(message: MailMessage): Promise<void>;
  /** The site's provider, for a handler that must send money back (a postponement fee that came too late); null when the caller has none. */
  payments: PaymentProvider | null;
}

export type ProviderEventHandler = (ctx: ProviderEventContext) => Promise<void>;

/**
 * Provider event types this product acts on, by Stripe's names, and what each does. The modules above
 * billing own the rules (trip payments, partner subscriptions); the app composes their handlers and
 * hands them in (app.ts), so billing never imports the modules that use it.
 */
export type ProviderEventHandlers = Readonly<Record<string, ProviderEventHandler>>;

export interface ProviderEventDeps {
  db: Db;
  config: { publicUrl: string };
  log: FastifyBaseLogger;
  mail: { kick(): void };
  eventHandlers: ProviderEventHandlers;
  payments?: PaymentProvider;
}

export type ApplyResult = 'applied' | 'duplicate' | 'ignored';

/**
 * The one door every provider event goes through, a Stripe webhook or a sandbox outcome alike: the
 * event id is recorded and the handler for its type runs in the same transaction, so an event is
 * applied exactly once however often it is delivered. Handlers compare states (a success is never
 * undone by a late failure), which makes the order of delivery irrelevant.
 */
export async function applyProviderEvent(deps: ProviderEventDeps, event: ProviderEvent): Promise<ApplyResult> {
  const [result] = await applyProviderEvents(deps, [event]);
  return result!;
}

/**
 * Several events in one transaction, in order: a sandbox outcome that Stripe reports as several events
 * (a checkout completes and a subscription is created) happens entirely or not at all. `events` may be
 * a function that builds them from rows it locks in that transaction, so a sandbox action checks its
 * preconditions and applies its outcome atomically (what it throws rolls everything back).
 */
export async function applyProviderEvents(
  deps: ProviderEventDeps,
  events: ProviderEvent[] | ((tx: Tx) => Promise<ProviderEvent[]>),
): Promise<ApplyResult[]> {
  let mailed = false;
  const results = await deps.db.transaction(async (tx): Promise<ApplyResult[]> => {
    const list = typeof events === 'function' ? await events(tx) : events;
    const out: ApplyResult[] = [];
    for (const event of list) out.push(await applyInTransaction(tx, deps, event, () => (mailed = true)));
    return out;
  });
  if (mailed) deps.mail.kick();
  return results;
}

async function applyInTransaction(tx: Tx, deps: ProviderEventDeps, event: ProviderEvent, onMail: () => void): Promise<ApplyResult> {
  const handler = deps.eventHandlers[event.type];
  if (!(await recordProviderEvent(tx, event))) return 'duplicate';
  // Unknown types are recorded too: Stripe sends every type the endpoint subscribes to.
  if (!handler) return 'ignored';
  await handler({
    tx,
    event,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
    payments: deps.payments ?? null,
    email: async (message) => {
      await queueMail(tx, [message]);
      onMail();
    },
  });
  return 'applied';
}
