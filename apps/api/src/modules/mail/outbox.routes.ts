import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { listOutbox } from './outbox.repository';

/** GET /api/admin/outbox: what the product mailed (DESIGN.md section 4). */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(mailEndpoints.listOutbox),
    handler: async (request) => {
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
  });
};
