import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, outboxQuerySchema, outboxResponseSchema } from '@mt/shared';
import { listOutbox } from './outbox.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** GET /api/admin/outbox: what the product mailed (DESIGN.md section 4). */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail the product wrote, newest first (sent by SMTP when configured)',
        security: [{ bearerAuth: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query);
      return {
        delivery: app.mail.mailer.kind,
        emails: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          body: r.body,
          created_at: r.createdAt.toISOString(),
          sent_at: r.sentAt?.toISOString() ?? null,
          attempts: r.attempts,
          last_error: r.lastError,
        })),
      };
    },
  );
};
