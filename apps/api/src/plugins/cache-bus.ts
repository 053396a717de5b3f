import fp from 'fastify-plugin';
import { createCacheBus, type CacheBus } from '../db/cache-bus';
import { forgetPriceRangeChecks } from '../modules/search/search-price-ranges';
import { forgetCachedSettings } from '../modules/settings/settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops what this instance keeps in memory when any instance changes it (db/cache-bus.ts). */
    cacheBus: CacheBus;
  }
}

/**
 * The cache bus, and what the modules keep per database handle subscribed to it. The page cache subscribes
 * itself (plugins/page-cache.ts). Every per-process cache and what drops it: docs/decisions/0044-several-instances.md.
 */
export default fp(
  async (app) => {
    const bus = await createCacheBus(app.database, app.log);
    app.decorate('cacheBus', bus);
    bus.subscribe('settings', () => {
      forgetCachedSettings(app.db);
      // The check compares the stored bounds with the rates in force: new rates, new check.
      forgetPriceRangeChecks(app.db);
    });
    bus.subscribe('price-ranges', () => forgetPriceRangeChecks(app.db));
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'cache-bus', dependencies: ['context'] },
);
