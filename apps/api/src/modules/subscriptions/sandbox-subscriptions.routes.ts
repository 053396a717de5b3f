import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  paymentTexts,
  sandboxBillingActionSchema,
  sandboxBillingResponseSchema,
  sandboxCheckoutIdParamSchema,
  sandboxCheckoutResultSchema,
  sandboxCheckoutSessionResponseSchema,
} from '@mt/shared';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { SandboxPaymentProvider } from '../payments/sandbox-provider';
import type { ProviderEventDeps } from '../payments/provider-events';
import { applySandboxBillingAction, cancelSandboxCheckout, completeSandboxCheckout, getSandboxCheckout } from './sandbox-subscriptions.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['subscriptions'];

/**
 * The sandbox's checkout and billing-portal calls (DESIGN.md section 4), for the partner who owns the
 * session or subscription. Only present while no Stripe keys are configured.
 */
export const sandboxSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('partner'));
  const isSandbox = app.payments instanceof SandboxPaymentProvider;
  const deps = (): ProviderEventDeps => {
    if (!isSandbox) throw notFound(paymentTexts.sandboxOnly);
    return { db: app.db, config: app.config, log: app.log, mail: app.mail };
  };
  const rateLimit = { max: 60, timeWindow: 60_000 };

  app.get(
    '/payments/sandbox/checkout/:sessionId',
    {
      schema: {
        tags,
        summary: 'Sandbox: a checkout session (plan, price, status) for its owner',
        security,
        params: sandboxCheckoutIdParamSchema,
        response: { 200: sandboxCheckoutSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { session: await getSandboxCheckout(deps().db, currentUser(request).id, request.params.sessionId) };
    },
  );

  app.post(
    '/payments/sandbox/checkout/:sessionId/complete',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sandbox: pay a checkout session (once, before it expires)',
        security,
        params: sandboxCheckoutIdParamSchema,
        response: { 200: sandboxCheckoutResultSchema, ...errors },
      },
    },
    async (request) => completeSandboxCheckout(deps(), currentUser(request).id, request.params.sessionId),
  );

  app.post(
    '/payments/sandbox/checkout/:sessionId/cancel',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sandbox: abandon a checkout session',
        security,
        params: sandboxCheckoutIdParamSchema,
        response: { 200: sandboxCheckoutResultSchema, ...errors },
      },
    },
    async (request) => cancelSandboxCheckout(deps(), currentUser(request).id, request.params.sessionId),
  );

  app.post(
    '/payments/sandbox/billing',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sandbox: a billing-portal action (change plan, fail a renewal, pay the overdue invoice, cancel)',
        security,
        body: sandboxBillingActionSchema,
        response: { 200: sandboxBillingResponseSchema, ...errors },
      },
    },
    async (request) => ({ partner: await applySandboxBillingAction(deps(), currentUser(request).id, request.body) }),
  );
};
