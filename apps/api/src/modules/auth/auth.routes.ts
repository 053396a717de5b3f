import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, errorResponseSchema, loginSchema, partnerRegisterSchema, registerSchema } from '@mt/shared';
import { createMemoryLimiter, createRedisLimiter } from '../../lib/attempt-limiter';
import { login, registerPartner, registerTraveller, type AuthDeps } from './auth.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

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

  app.post(
    '/auth/login',
    {
      config: perIp(limits.loginPerIp),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => login(deps, request.body),
  );

  app.post(
    '/auth/register',
    {
      config: perIp(limits.registerPerIp),
      schema: {
        tags: ['auth'],
        summary: 'Register a traveller account',
        body: registerSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await registerTraveller(deps, request.body)),
  );

  app.post(
    '/auth/partner-register',
    {
      config: perIp(limits.registerPerIp),
      schema: {
        tags: ['auth'],
        summary: 'Register a partner account with its company profile',
        body: partnerRegisterSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await registerPartner(deps, request.body)),
  );
};
