import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@mt/shared';
import type { Db } from '../../db/client';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { setDisplayCurrency } from './display-currency.service';

export interface DisplayCurrencyRoutesOptions {
  /** The codes prices can be shown in now (the exchange-rate table's, from the settings module). */
  currencies(db: Db): Promise<readonly string[]>;
}

export const displayCurrencyRoutes: FastifyPluginAsyncZod<DisplayCurrencyRoutesOptions> = async (app, options) => {
  // onRequest: an unauthenticated call is refused before its body is parsed or validated (401, not 400).
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(usersEndpoints.setDisplayCurrency),
    handler: async (request) => ({
      user: await setDisplayCurrency(app.db, currentUser(request).id, request.body.currency, await options.currencies(app.db)),
    }),
  });
};
