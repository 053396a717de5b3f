import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { isAtAny } from '../../plugins/public-changes';
import { catalogueAnswer } from '../services/public-cache';
import { syncPriceRanges } from './search-price-ranges';
import { forgetFruitlessSearches, searchCatalogue } from './search.service';

/** Public: search and browse every listed service (no token). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Services' price ranges follow the rates stored now (a no-op read when they already do).
  app.addHook('onReady', async () => {
    await syncPriceRanges(app.db);
  });
  // Texts known to match nothing are forgotten with the kept search answers (plugins/public-answers.ts): by a
  // change to everything, or to an address the search is at or under.
  app.publicChanges.subscribe((addresses) => {
    if (addresses === undefined || isAtAny(searchEndpoints.search.path, addresses)) forgetFruitlessSearches(app.db);
  });
  app.route({
    ...routeOf(searchEndpoints.search),
    // The catalogue's hottest route: a compiled serializer instead of zod's encode pass per response.
    serializerCompiler: fastSerializerCompiler,
    handler: async (request, reply) => catalogueAnswer(app, request, reply, () => searchCatalogue(app.db, request.query)),
  });
};
