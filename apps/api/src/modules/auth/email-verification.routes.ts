import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailVerificationEndpoints } from '@mt/shared';
import { createMemoryLimiter, createRedisLimiter } from '../../lib/attempt-limiter';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { confirmEmail, resendVerificationLink, type EmailVerificationDeps } from './email-verification.service';

/** Deps for sending a link, also used by registration (auth.routes.ts). */
export const emailVerificationDeps = (app: Parameters<FastifyPluginAsyncZod>[0]): EmailVerificationDeps => ({
  db: app.db,
  mail: app.mail,
  publicUrl: app.config.publicUrl,
  now: () => app.clock.now(),
});

/** POST /auth/verify-email (the link's page) and POST /auth/resend-verification (the dashboard banner). */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  const windowMs = limits.resendVerificationWindowMs;
  const deps = emailVerificationDeps(app);
  const resendDeps = {
    ...deps,
    accountLimiter: app.redis ? createRedisLimiter(app.redis, windowMs, 'verification-resends') : createMemoryLimiter(windowMs),
    maxPerAccount: limits.resendVerificationPerAccount,
  };

  app.route({
    ...routeOf(emailVerificationEndpoints.verifyEmail),
    config: { rateLimit: { max: limits.verifyEmailPerIp, timeWindow: limits.ipWindowMs } },
    handler: async (request) => confirmEmail(deps, request.body.token),
  });

  app.route({
    ...routeOf(emailVerificationEndpoints.resendVerification),
    onRequest: app.authenticate,
    config: { rateLimit: { max: limits.resendVerificationPerIp, timeWindow: limits.ipWindowMs } },
    handler: async (request) => resendVerificationLink(resendDeps, currentUser(request).id),
  });
};
