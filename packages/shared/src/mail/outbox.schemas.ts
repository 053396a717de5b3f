import { z } from 'zod';

/** GET /api/admin/outbox: mail the product wrote (sent by SMTP when configured, otherwise kept here). */
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export const OUTBOX_PAGE_MAX = 200;
export const outboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE_MAX).default(50),
});
export const outboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema), delivery: z.enum(['smtp', 'outbox']) });
