import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, errorResponseSchema, publicSettingsSchema, updateAdminSettingsSchema } from '@mt/shared';
import { getAdminSettings, updateAdminSettings } from './settings.service';

/** Public: what the browser's route guard needs before it can route. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Site settings the browser needs (maintenance mode, chat widget, payment mode)',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      const s = await getAdminSettings(app.db);
      // Short cache: maintenance switches must reach browsers quickly.
      reply.header('cache-control', 'no-cache');
      return {
        maintenance_mode: s.maintenance_mode,
        chat_widget_url: app.config.chatWidgetUrl,
        payments_mode: app.config.stripe ? ('stripe' as const) : ('sandbox' as const),
        stripe_publishable_key: app.config.stripe?.publishableKey ?? null,
      };
    },
  );
};

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Site settings',
        security: [{ bearerAuth: [] }],
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async () => getAdminSettings(app.db),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change site settings (maintenance mode, reveal lead time)',
        security: [{ bearerAuth: [] }],
        body: updateAdminSettingsSchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request) => updateAdminSettings(app.db, request.body),
  );
};
