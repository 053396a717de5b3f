import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { requestTexts } from '@mt/shared';
import { badRequest } from '../lib/errors';
import { jsonNestsDeeperThan } from '../lib/json-depth';

/**
 * Fastify's own JSON body parser (prototype poisoning refused, an empty body refused), behind one more rule: a body
 * nested deeper than lib/json-depth.ts allows answers 400 before it is parsed (issue 21, hostile-input suite).
 * Registered before the routes, so every scope inherits it; a scope with a parser of its own (the Stripe webhook's
 * raw body) keeps it.
 */
export default fp(
  async (app) => {
    // Fastify's parser answers through `done` (it is not async), whatever its declared type allows.
    const parseJson = app.getDefaultJsonParser('error', 'error') as (request: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) => void;
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonNestsDeeperThan(text)) {
        done(badRequest(requestTexts.jsonTooDeep), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
