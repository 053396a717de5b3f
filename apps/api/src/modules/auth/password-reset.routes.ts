import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetEndpoints } from '@mt/shared';
import { createMemoryLimiter, createRedisLimiter } from '../../lib/attempt-limiter';
import { routeOf } from '../../lib/endpoint-route';
import { forgotPassword, resetPassword, type PasswordResetDeps } from './password-reset.service';

/** Reset e-mails one address may ask for per sign-in failure window (15 minutes by default). */
export const RESET_REQUESTS_PER_ACCOUNT = 3;
/** The floor under every forgot-password answer (an account's path writes a token and a mail). */
export const FORGOT_PASSWORD_MIN_ANSWER_MS = 250;

/** Public: forgot-password and reset-password (issue 21), limited per IP like registration. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  const windowMs = limits.accountFailureWindowMs;
  const deps: PasswordResetDeps = {
    db: app.db,
    clock: app.clock,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    accountLimiter: app.redis ? createRedisLimiter(app.redis, windowMs, 'password-reset-requests') : createMemoryLimiter(windowMs),
    maxRequestsPerAccount: RESET_REQUESTS_PER_ACCOUNT,
    minAnswerMs: FORGOT_PASSWORD_MIN_ANSWER_MS,
  };
  const perIp = { rateLimit: { max: limits.registerPerIp, timeWindow: limits.ipWindowMs } };

  app.route({
    ...routeOf(passwordResetEndpoints.forgotPassword),
    config: perIp,
    handler: async (request) => forgotPassword(deps, request.body.email),
  });

  app.route({
    ...routeOf(passwordResetEndpoints.resetPassword),
    config: perIp,
    handler: async (request) => resetPassword(deps, request.body),
  });
};
