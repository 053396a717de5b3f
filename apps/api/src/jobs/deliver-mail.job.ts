import type { MailDelivery } from '../modules/mail/mail-delivery';
import type { Job } from './scheduler';

export const MAIL_JOB = 'deliver-mail';

/** Retries outbox rows whose first delivery failed or never happened (process stopped before it). */
export const deliverMailJob = (mail: MailDelivery): Job => ({
  name: MAIL_JOB,
  lockId: 727_102,
  everyMs: 60_000,
  firstRunMs: 10_000,
  run: () => mail.deliverPending(),
});
