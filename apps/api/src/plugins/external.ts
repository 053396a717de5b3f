import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Redis } from 'ioredis';
import { fallbackRateLimitStore } from './rate-limit-store';
import securityHeaders, { API_DOCS_PREFIX } from './security-headers';

export interface ExternalOptions {
  config: AppConfig;
  redis: Redis | null;
}

/** Third-party plugins, loaded before the app's own so every route sees them. */
export default fp<ExternalOptions>(
  async (app, { config, redis }) => {
    await app.register(securityHeaders, { config });
    await app.register(rateLimit, {
      global: false,
      // Shared through Redis while it answers, in process while it does not (never a 500: decision 0033).
      ...(redis ? { store: fallbackRateLimitStore(redis, 'rate-limit:') } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      }),
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
    await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
  },
  { name: 'external' },
);
