import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botCheckConfigSchema,
  contactFormSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactMessageSchema,
  errorResponseSchema,
  idParamSchema,
  messageResponseSchema,
  updateContactStatusSchema,
} from '@mt/shared';
import { notFound } from '../../lib/errors';
import { createBotCheck, isAltcha } from './bot-check';
import * as contact from './contact.service';

/** What the ALTCHA widget fetches: the signed challenge parameters. */
const altchaChallengeSchema = z.object({ parameters: z.object({}).loose(), signature: z.string().optional() });

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The public contact form: the bot-check widget's configuration and challenges, and sending. */
export const publicContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const botCheck = createBotCheck(app.config.botCheck);
  const limits = app.config.rateLimits;

  app.get(
    '/public/contact/bot-check',
    {
      schema: {
        tags: ['contact'],
        summary: 'Which bot check the contact form shows (ALTCHA, reCAPTCHA or Turnstile) and its public key',
        response: { 200: botCheckConfigSchema },
      },
    },
    async () => botCheck.publicConfig(),
  );

  app.get(
    '/public/contact/challenge',
    {
      config: { rateLimit: { max: limits.challengePerIp, timeWindow: 60_000 } },
      schema: {
        tags: ['contact'],
        summary: 'A fresh ALTCHA proof-of-work challenge (only when ALTCHA is the bot check)',
        response: { 200: altchaChallengeSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      if (!isAltcha(botCheck)) throw notFound('This site does not use ALTCHA challenges.');
      // Every challenge is single-use: never cached anywhere.
      reply.header('cache-control', 'no-store');
      const challenge = await botCheck.createChallenge();
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  app.post(
    '/public/contact',
    {
      config: { rateLimit: { max: limits.contactPerIp, timeWindow: limits.contactWindowMs } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message through the contact form (bot-check answer in recaptchaToken)',
        body: contactFormSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await contact.submitContactMessage({ db: app.db, botCheck }, request.body, request.ip)),
  );
};

/** The admin inbox (spec 3 section 7, "Contact"). */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));
  const security = [{ bearerAuth: [] }];

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Contact messages: filter by status, search, sort and page (newest first by default)',
        security,
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, ...errors },
      },
    },
    async (request) => contact.listContactMessages(app.db, request.query),
  );

  app.get(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'One contact message; a new message becomes read',
        security,
        params: idParamSchema,
        response: { 200: contactMessageSchema, ...errors },
      },
    },
    async (request) => contact.viewContactMessage(app.db, request.params.id),
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Change a message’s status (Mark as Replied)',
        security,
        params: idParamSchema,
        body: updateContactStatusSchema,
        response: { 200: contactMessageSchema, ...errors },
      },
    },
    async (request) => contact.updateContactMessageStatus(app.db, request.params.id, request.body.status),
  );

  app.delete(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Delete a contact message',
        security,
        params: idParamSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => contact.deleteContactMessage(app.db, request.params.id),
  );
};
