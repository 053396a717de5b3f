import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints, loginGuardEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { login, registerPartner, registerTraveller, type AuthDeps } from './auth.service';
import { emailVerificationDeps } from './email-verification.routes';
import { sendVerificationLink } from './email-verification.service';
import { createLoginGuard, type ProofOfWork } from './login-guard';
import { createRegistrationGuard } from './registration-guard';

export const authRoutes: FastifyPluginAsyncZod<{ proofOfWork: ProofOfWork }> = async (app, { proofOfWork }) => {
  const limits = app.config.rateLimits;
  const deps: AuthDeps = {
    db: app.db,
    tokens: app.tokens,
    loginGuard: createLoginGuard({ limits, proofOfWork, redis: app.redis }),
  };
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: limits.ipWindowMs } });
  const registrationGuard = createRegistrationGuard(limits, app.redis);
  const verification = emailVerificationDeps(app);

  app.route({
    ...routeOf(authEndpoints.login),
    // A session shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { ...perIp(limits.loginPerIp), pagesChanged: 'none' },
    handler: async (request) => login(deps, request.body, request.ip),
  });

  app.route({
    ...routeOf(loginGuardEndpoints.loginChallenge),
    config: perIp(limits.challengePerIp),
    handler: async (_request, reply) => {
      // Every challenge is single-use: never cached anywhere.
      reply.header('cache-control', 'no-store');
      const challenge = await deps.loginGuard.challenges.createChallenge();
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  });

  app.route({
    ...routeOf(authEndpoints.register),
    config: perIp(limits.registerPerIp),
    handler: async (request, reply) => {
      const session = await registrationGuard(request.ip, () => registerTraveller(deps, request.body));
      await sendVerificationLink(verification, session.user);
      return reply.status(201).send(session);
    },
  });

  app.route({
    ...routeOf(authEndpoints.registerPartner),
    config: perIp(limits.registerPerIp),
    handler: async (request, reply) => {
      const session = await registrationGuard(request.ip, () => registerPartner(deps, request.body));
      await sendVerificationLink(verification, session.user);
      return reply.status(201).send(session);
    },
  });
};
