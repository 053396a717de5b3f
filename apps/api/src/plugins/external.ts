import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Redis } from 'ioredis';

/** Largest accepted upload (images); the handler answers 413 above it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Where reCAPTCHA and Turnstile load their scripts and frames from. */
const BOT_CHECK_ORIGINS: Record<AppConfig['botCheck']['provider'], string[]> = {
  altcha: [],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

export interface ExternalOptions {
  config: AppConfig;
  redis: Redis | null;
}

/** Third-party plugins, loaded before the app's own so every route sees them. */
export default fp<ExternalOptions>(
  async (app, { config, redis }) => {
    const origin = (url: string | null) => (url ? [new URL(url).origin] : []);
    const chat = origin(config.chatWidgetUrl);
    const stripe = config.stripe ? ['https://js.stripe.com', 'https://api.stripe.com'] : [];
    // The contact form's hosted bot check, when one is configured (ALTCHA runs from our own origin).
    const botCheck = BOT_CHECK_ORIGINS[config.botCheck.provider];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...chat, ...stripe, ...botCheck],
          // Style attributes come from React components (charts, Radix positioning).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", ...chat, ...stripe, ...botCheck, ...chat.map((o) => o.replace(/^http/, 'ws'))],
          frameSrc: ["'self'", ...chat, ...stripe, ...botCheck],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Images are loaded by other sites through shared links (Open Graph).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      }),
    });
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 30, fieldSize: 100_000 },
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Mystery Trips API',
          description: 'Surprise trips in Africa: travellers, partners and admins.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'external' },
);
