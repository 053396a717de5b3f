import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, filled as they are added (tests check rules over all of them). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Loaded first, so its onRoute hook sees every route of every plugin registered after it. */
export default fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  },
  { name: 'route-registry' },
);
