import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { requestTexts } from '@mt/shared';
import { AppError, isDatabaseUnavailable, StorageUnavailableError } from '../lib/errors';
import { refusedValueMessage } from '../lib/database-input-errors';

const GENERIC_5XX = requestTexts.serverError;
/** Seconds a client should wait before trying again after a 503 (the database unreachable for now). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * One place turns every failure into `{ message, errors? }`. Client errors keep their message;
 * 5xx never reveal internals (stack, SQL) and are logged with the request id instead.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        return reply
          .status(err.statusCode)
          .send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors: Record<string, string[]> = {};
        for (const v of err.validation) {
          const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
          (errors[key] ??= []).push(v.message ?? 'Invalid value');
        }
        const first = Object.values(errors)[0]?.[0] ?? 'Invalid request.';
        return reply.status(400).send({ message: first, errors });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err }, 'response did not match its schema');
        return reply.status(500).send({ message: GENERIC_5XX });
      }
      // A value PostgreSQL refused (too long, out of range): the request's fault, a schema's missing rule (logged).
      const refused = refusedValueMessage(err);
      if (refused) {
        request.log.warn({ err }, 'the database refused a value of the request');
        return reply.status(400).send({ message: refused });
      }
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) {
        if (isDatabaseUnavailable(err) || err instanceof StorageUnavailableError) {
          // An infrastructure fault, not a bug: the client may try again shortly (decisions 0033, 0043).
          request.log.warn({ err }, err instanceof StorageUnavailableError ? 'picture store unavailable' : 'database unavailable');
          return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: requestTexts.serviceUnavailable });
        }
        request.log.error({ err }, 'request failed');
        return reply.status(status).send({ message: GENERIC_5XX });
      }
      // Fastify's own 4xx (bad JSON, too large, unsupported media type, rate limit) carry safe messages.
      return reply.status(status).send({ message: clientMessage(err, status) });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found.` });
    });
  },
  { name: 'errors' },
);

function clientMessage(err: FastifyError, status: number): string {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError)
    return 'The request body is not valid JSON.';
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Unsupported content type.';
  return err.message || 'Bad request.';
}
