import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import externalPlugins from './plugins/external';
import compressionPlugin from './plugins/compression';
import contextPlugin from './plugins/context';
import cacheBusPlugin from './plugins/cache-bus';
import publicChangesPlugin from './plugins/public-changes';
import publicAnswersPlugin from './plugins/public-answers';
import mediaPlugin from './plugins/media';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import noNulTextPlugin from './plugins/no-nul-text';
import jsonBodyPlugin from './plugins/json-body';
import webPlugin from './plugins/web';
import routeRegistryPlugin from './plugins/route-registry';
import metricsPlugin from './plugins/metrics';
import { metricsRoutes } from './modules/operations/metrics.routes';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import { loginAltchaSettings } from './modules/auth/login-guard';
import { createAltchaBotCheck } from './modules/contact/bot-check/altcha-bot-check';
import { usersRoutes } from './modules/users/users.routes';
import { displayCurrencyRoutes } from './modules/users/display-currency.routes';
import { getExchangeRates } from './modules/settings/exchange-rates.service';
import { displayCurrencies } from '@mt/shared';
import { partnersRoutes } from './modules/partners/partners.routes';
import { adminSettingsRoutes, publicSettingsRoutes } from './modules/settings/settings.routes';
import { publicServicesRoutes } from './modules/services/public-services.routes';
import { publicPartnerRoutes } from './modules/partners/public-partner.routes';
import { searchRoutes } from './modules/search/search.routes';
import { publicBlogRoutes } from './modules/blog/blog.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { surpriseAgainRoutes } from './modules/trips/surprise-again.routes';
import { storiesRoutes } from './modules/stories/stories.routes';
import { publicSubscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { partnerServicesRoutes } from './modules/services/partner-services.routes';
import { partnerInsightsRoutes } from './modules/partners/partner-insights.routes';
import billingPlugin from './plugins/billing';
import mailPlugin from './plugins/mail';
import jobsPlugin from './plugins/jobs';
import clockPlugin from './plugins/clock';
import type { Clock } from './lib/clock';
import { appLogger } from './lib/app-logger';
import { lazyChildLoggerFactory } from './lib/lazy-request-logger';
import requestLinesPlugin from './plugins/request-lines';
import { testClockRoutes } from './modules/operations/test-clock.routes';
import type { PaymentProvider } from './modules/billing/payment-provider';
import type { Mailer } from './modules/mail/mailer';
import { adminPaymentDiscrepancyRoutes, sandboxPaymentRoutes, stripeWebhookRoutes } from './modules/billing/billing.routes';
import { travellerTripsRoutes } from './modules/trips/trips.routes';
import { tripPaymentEventHandlers } from './modules/trips/trip-payment-events';
import { subscriptionEventHandlers } from './modules/subscriptions/subscription-events';
import { adminTripsRoutes } from './modules/trips/admin-trips.routes';
import { tripMessagesRoutes } from './modules/trips/trip-messages.routes';
import { itineraryRoutes } from './modules/trips/itinerary.routes';
import { adminEnvelopeRoutes, envelopeRoutes } from './modules/trips/envelope.routes';
import { adminPreferencesRoutes } from './modules/preferences/admin-preferences.routes';
import { adminReviewsRoutes, travellerReviewsRoutes } from './modules/reviews/reviews.routes';
import { adminOutboxRoutes } from './modules/mail/outbox.routes';
import { adminContactRoutes, publicContactRoutes } from './modules/contact/contact.routes';
import { adminStatsRoutes } from './modules/admin/admin-stats.routes';
import { adminServicesRoutes } from './modules/services/admin-services.routes';
import { adminSavedServicesRoutes, savedServicesRoutes } from './modules/services/saved-services.routes';
import { adminPartnersRoutes } from './modules/partners/admin-partners.routes';
import { revenueRoutes } from './modules/revenue/revenue.routes';
import { adminBlogRoutes } from './modules/blog/blog-admin.routes';
import { partnerSubscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { sandboxSubscriptionRoutes } from './modules/subscriptions/sandbox-subscriptions.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  redis?: Redis | null;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Payment provider override (tests: Stripe over an offline HTTP client); otherwise from config. */
  payments?: PaymentProvider;
  /** Mailer override (tests); otherwise SMTP_URL decides. */
  mailer?: Mailer;
  /** Record answers whose status their endpoint does not declare (tests; plugins/route-registry.ts). */
  checkStatuses?: boolean;
  /** Start the scheduled jobs (the server does; tests run them by hand). */
  startJobs?: boolean;
  /** "Now" for calendar rules (tests move it); otherwise the system clock. */
  clock?: Clock;
  /** Where the log goes (tests read it); otherwise stdout. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server without listening: server.ts listens, tests call `inject`. */
export async function buildApp({ config, database, redis = null, serveWeb = true, payments, mailer, startJobs = false, checkStatuses = false, clock, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  // Secrets never reach the log: headers, secret fields, ?token= values, the values of a failed query (lib/log-redaction.ts).
  // JSON in production; readable lines in a terminal, one per request worth it (decision 0045).
  const { logger, readable } = appLogger(config, logStream);
  const app = Fastify({
    logger,
    // Each request's logger is made when it writes (lib/lazy-request-logger.ts).
    ...(logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    logController: new LogController({ disableRequestLogging: readable }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    requestIdHeader: false,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set before the handler runs, so every reply carries it: errors and 404s too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(routeRegistryPlugin, { checkStatuses });
  await app.register(requestLinesPlugin, { enabled: readable });
  // Before any route (the API docs' too): @fastify/compress hooks each route as it is added.
  await app.register(compressionPlugin);
  await app.register(externalPlugins, { config, redis });
  await app.register(contextPlugin, { config, database, redis });
  await app.register(cacheBusPlugin);
  await app.register(publicChangesPlugin);
  await app.register(publicAnswersPlugin);
  await app.register(metricsPlugin);
  await app.register(clockPlugin, { clock });
  await app.register(mediaPlugin);
  await app.register(authPlugin);
  await app.register(errorsPlugin);
  await app.register(noNulTextPlugin);
  await app.register(jsonBodyPlugin);
  // Billing sits below trips and subscriptions, so it is handed their event handlers here instead of importing them.
  await app.register(billingPlugin, { provider: payments, eventHandlers: { ...tripPaymentEventHandlers, ...subscriptionEventHandlers } });
  await app.register(mailPlugin, { mailer });
  await app.register(jobsPlugin, { start: startJobs });

  await app.register(
    async (api) => {
      // Public routes: no token needed.
      await api.register(healthRoutes);
      // Its own guard: METRICS_TOKEN or loopback (decision 0045).
      await api.register(metricsRoutes);
      // The sign-in's proof of work is the contact form's ALTCHA check (always ALTCHA: self-hosted).
      await api.register(authRoutes, { proofOfWork: createAltchaBotCheck(loginAltchaSettings(config)) });
      await api.register(emailVerificationRoutes);
      await api.register(passwordResetRoutes);
      await api.register(publicSettingsRoutes);
      await api.register(publicServicesRoutes);
      await api.register(publicPartnerRoutes);
      await api.register(searchRoutes);
      await api.register(publicBlogRoutes);
      await api.register(publicSubscriptionRoutes);
      await api.register(publicContactRoutes);
      // Stories: public reads and authenticated writes, each in its own scope inside.
      await api.register(storiesRoutes);
      // Authenticated scopes: each adds its own authenticate/requireRole hook.
      await api.register(usersRoutes);
      // Users sit beside settings (decision 0008): the rate table's currencies are handed in here.
      await api.register(displayCurrencyRoutes, { currencies: async (db) => displayCurrencies(await getExchangeRates(db)) });
      await api.register(sessionsRoutes);
      await api.register(partnersRoutes);
      await api.register(adminSettingsRoutes);
      await api.register(preferencesRoutes);
      await api.register(partnerServicesRoutes);
      await api.register(partnerInsightsRoutes);
      await api.register(sandboxPaymentRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(adminPaymentDiscrepancyRoutes);
      await api.register(travellerTripsRoutes);
      await api.register(surpriseAgainRoutes);
      await api.register(adminTripsRoutes);
      await api.register(tripMessagesRoutes);
      await api.register(itineraryRoutes);
      await api.register(adminPreferencesRoutes);
      await api.register(travellerReviewsRoutes);
      await api.register(adminReviewsRoutes);
      await api.register(adminOutboxRoutes);
      await api.register(adminContactRoutes);
      await api.register(adminStatsRoutes);
      await api.register(adminPartnersRoutes);
      await api.register(adminServicesRoutes);
      await api.register(savedServicesRoutes);
      await api.register(adminSavedServicesRoutes);
      await api.register(revenueRoutes);
      await api.register(adminBlogRoutes);
      await api.register(partnerSubscriptionRoutes);
      await api.register(sandboxSubscriptionRoutes);
      await api.register(testClockRoutes);
      await api.register(envelopeRoutes);
      await api.register(adminEnvelopeRoutes);
    },
    { prefix: '/api' },
  );

  if (serveWeb) await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
