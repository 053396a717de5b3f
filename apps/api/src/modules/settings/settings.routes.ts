import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRatesEndpoints, settingsEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { readAdminExchangeRates, replaceExchangeRates } from './exchange-rates-admin.service';
import { readPublicSettings } from './public-settings';
import { getAdminSettings, readBookingTerms, updateAdminSettings } from './settings.service';

/** Public: what the browser's route guard needs before it can route. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(settingsEndpoints.getPublic),
    handler: async (_request, reply) => {
      // Short cache: maintenance switches must reach browsers quickly.
      reply.header('cache-control', 'no-cache');
      return readPublicSettings(app.db, app.config);
    },
  });

  app.route({
    ...routeOf(settingsEndpoints.getBookingTerms),
    handler: async (_request, reply) => {
      // Pages quote these; an admin's change should show within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return readBookingTerms(app.db);
    },
  });
};

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(settingsEndpoints.get),
    handler: async () => getAdminSettings(app.db),
  });

  app.route({
    ...routeOf(settingsEndpoints.update),
    handler: async (request) => updateAdminSettings(app.db, request.body),
  });

  app.route({
    ...routeOf(exchangeRatesEndpoints.get),
    handler: async () => readAdminExchangeRates(app.db),
  });

  app.route({
    ...routeOf(exchangeRatesEndpoints.update),
    handler: async (request) => replaceExchangeRates(app.db, request.body),
  });
};
