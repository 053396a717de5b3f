import type { Db, DbOrTx } from '../../db/client';
import type { MailMessage } from './mailer';
import { insertOutboxEmails, outboxInsert, outboxBacklog } from './outbox.repository';

/**
 * The mail module's face for the others: messages are written to the outbox inside the caller's
 * transaction, so they go out only if it commits. The caller wakes the mailer after the commit
 * (`app.mail.kick()`), which then delivers them (mail-delivery.ts).
 */
export async function queueMail(tx: DbOrTx, messages: MailMessage[]): Promise<void> {
  await insertOutboxEmails(tx, messages);
}

/** queueMail as a part of another statement (a CTE, `db.$with(...).as(...)`): the messages commit with its write. */
export const mailQueueing = (db: DbOrTx, messages: MailMessage[]) => outboxInsert(db, messages);

/** The outbox's unsent e-mails and how long the oldest has waited (GET /api/metrics reads it at each scrape). */
export const mailBacklog = (db: Db) => outboxBacklog(db);
