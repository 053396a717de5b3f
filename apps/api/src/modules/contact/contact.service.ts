import {
  contactTexts,
  type ContactListQuery,
  type ContactListResponse,
  type ContactMessage,
  type ContactStatus,
} from '@mt/shared';
import type { z } from 'zod';
import type { contactFormSchema } from '@mt/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { BotCheck, BotCheckFailure } from './bot-check';
import { toContactMessage } from './contact.mapper';
import * as repo from './contact.repository';

export interface ContactDeps {
  db: Db;
  botCheck: BotCheck;
  now?: () => Date;
}

const failureMessages: Record<Exclude<BotCheckFailure, 'unreachable'>, string> = {
  invalid: contactTexts.botCheckInvalid,
  expired: contactTexts.botCheckExpired,
};

const refuseToken = (message: string) => badRequest(message, { recaptchaToken: [message] });

/**
 * A visitor's message. Stored only with a bot-check answer that verifies and was never used before;
 * claiming the answer and storing the message happen in one transaction, so a refused message leaves
 * no trace and a failed insert does not burn the answer.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: z.output<typeof contactFormSchema>,
  remoteIp: string,
): Promise<{ message: string }> {
  const check = await deps.botCheck.verify(input.recaptchaToken, remoteIp);
  if (!check.ok) {
    if (check.failure === 'unreachable') throw new AppError(503, contactTexts.botCheckUnreachable);
    throw refuseToken(failureMessages[check.failure]);
  }
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    await repo.purgeExpiredBotChecks(tx, now);
    if (!(await repo.claimBotCheck(tx, check.replayKey, check.expiresAt))) throw refuseToken(contactTexts.botCheckReplayed);
    await repo.insertContactMessage(tx, { name: input.name, email: input.email, subject: input.subject, message: input.message });
  });
  return { message: contactTexts.sent };
}

export async function listContactMessages(db: Db, query: ContactListQuery): Promise<ContactListResponse> {
  const { rows, total } = await repo.listContactMessages(db, query);
  return {
    messages: rows.map(toContactMessage),
    pagination: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), totalMessages: total, limit: query.limit },
  };
}

/** Spec 3 section 4: viewing a message marks it read. */
export async function viewContactMessage(db: Db, id: number): Promise<ContactMessage> {
  const row = await repo.markContactMessageRead(db, id);
  if (!row) throw notFound(contactTexts.notFound);
  return toContactMessage(row);
}

export async function updateContactMessageStatus(db: Db, id: number, status: ContactStatus): Promise<ContactMessage> {
  const row = await repo.setContactMessageStatus(db, id, status);
  if (!row) throw notFound(contactTexts.notFound);
  return toContactMessage(row);
}

export async function deleteContactMessage(db: Db, id: number): Promise<{ message: string }> {
  if (!(await repo.deleteContactMessage(db, id))) throw notFound(contactTexts.notFound);
  return { message: contactTexts.deleted };
}
