import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { notFound } from '../../lib/errors';
import { createBotCheck, isAltcha } from './bot-check';
import * as contact from './contact.service';

/** The public contact form: the bot-check widget's configuration and challenges, and sending. */
export const publicContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const botCheck = createBotCheck(app.config.botCheck);
  const limits = app.config.rateLimits;

  app.route({
    ...routeOf(contactEndpoints.getBotCheck),
    handler: async () => botCheck.publicConfig(),
  });

  app.route({
    ...routeOf(contactEndpoints.getChallenge),
    config: { rateLimit: { max: limits.challengePerIp, timeWindow: 60_000 } },
    handler: async (_request, reply) => {
      if (!isAltcha(botCheck)) throw notFound('This site does not use ALTCHA challenges.');
      // Every challenge is single-use: never cached anywhere.
      reply.header('cache-control', 'no-store');
      const challenge = await botCheck.createChallenge();
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  });

  app.route({
    ...routeOf(contactEndpoints.send),
    // A message to the team shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { rateLimit: { max: limits.contactPerIp, timeWindow: limits.contactWindowMs }, pagesChanged: 'none' },
    handler: async (request, reply) => reply.status(201).send(await contact.submitContactMessage({ db: app.db, botCheck }, request.body, request.ip)),
  });
};

/** The admin inbox (spec 3 section 7, "Contact"). */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(contactEndpoints.list),
    handler: async (request) => contact.listContactMessages(app.db, request.query),
  });

  app.route({
    ...routeOf(contactEndpoints.get),
    handler: async (request) => contact.viewContactMessage(app.db, request.params.id),
  });

  app.route({
    ...routeOf(contactEndpoints.updateStatus),
    handler: async (request) => contact.updateContactMessageStatus(app.db, request.params.id, request.body.status),
  });

  app.route({
    ...routeOf(contactEndpoints.remove),
    handler: async (request) => contact.deleteContactMessage(app.db, request.params.id),
  });
};
