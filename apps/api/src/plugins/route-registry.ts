import fp from 'fastify-plugin';
import type { Endpoint } from '@mt/shared';
import { endpointOf, takesInput } from '../lib/endpoint-route';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The shared endpoint the route was made from (lib/endpoint-route.ts), or null. */
  endpoint: Endpoint | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, filled as they are added (tests check rules over all of them). */
    registeredRoutes: readonly RegisteredRoute[];
    /** With `checkStatuses` (tests): each answer whose status the route's endpoint does not declare. */
    undeclaredAnswers: readonly string[];
  }
}

export interface RouteRegistryOptions {
  /**
   * Record every answer whose status is neither a response nor an error status of its endpoint, so
   * tests find an endpoint that answers more than it says.
   */
  checkStatuses?: boolean;
}

/**
 * Whether an endpoint says it may answer `status`. Any route may fail unexpectedly (500) or find the database
 * unreachable (503, plugins/errors.ts), any request with a body may be too large (413) or of a type nobody
 * parses (415) before a route sees it, and any that takes input may carry a NUL character (400,
 * plugins/no-nul-text.ts).
 */
const declares = (endpoint: Endpoint, method: string, status: number) =>
  status === 500 ||
  status === 503 ||
  (status === 400 && takesInput(endpoint)) ||
  status in endpoint.responses ||
  (endpoint.errors as readonly number[]).includes(status) ||
  ((status === 413 || status === 415) && method !== 'GET' && method !== 'DELETE');

/** Loaded first, so its onRoute hook sees every route of every plugin registered after it. */
export default fp<RouteRegistryOptions>(
  async (app, { checkStatuses = false }) => {
    const routes: RegisteredRoute[] = [];
    const undeclared: string[] = [];
    app.decorate('registeredRoutes', routes);
    app.decorate('undeclaredAnswers', undeclared);
    if (checkStatuses) {
      app.addHook('onSend', async (request, reply, payload) => {
        const endpoint = endpointOf(request.routeOptions.schema);
        if (endpoint?.method === request.method && !declares(endpoint, request.method, reply.statusCode)) {
          undeclared.push(`${request.method} ${request.routeOptions.url} answered ${reply.statusCode}`);
        }
        return payload;
      });
    }
    app.addHook('onRoute', (route) => {
      const endpoint = endpointOf(route.schema);
      // Fastify adds a HEAD route to every GET with the same schema: made by Fastify, not from the
      // endpoint (and a bodiless 401), so only the endpoint's own method counts as made from it.
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, endpoint: endpoint?.method === method ? endpoint : null });
    });
  },
  { name: 'route-registry' },
);
