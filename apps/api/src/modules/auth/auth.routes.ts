import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '@mt/shared';
import { createMemoryLimiter, createRedisLimiter } from '../../lib/attempt-limiter';
import { routeOf } from '../../lib/endpoint-route';
import { login, registerPartner, registerTraveller, type AuthDeps } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  const windowMs = limits.accountFailureWindowMs;
  const deps: AuthDeps = {
    db: app.db,
    tokens: app.tokens,
    accountLimiter: app.redis
      ? createRedisLimiter(app.redis, windowMs, 'login-failures')
      : createMemoryLimiter(windowMs),
    maxFailuresPerAccount: limits.accountFailures,
  };
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: limits.ipWindowMs } });

  app.route({
    ...routeOf(authEndpoints.login),
    config: perIp(limits.loginPerIp),
    handler: async (request) => login(deps, request.body),
  });

  app.route({
    ...routeOf(authEndpoints.register),
    config: perIp(limits.registerPerIp),
    handler: async (request, reply) => reply.status(201).send(await registerTraveller(deps, request.body)),
  });

  app.route({
    ...routeOf(authEndpoints.registerPartner),
    config: perIp(limits.registerPerIp),
    handler: async (request, reply) => reply.status(201).send(await registerPartner(deps, request.body)),
  });
};
