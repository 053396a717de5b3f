import type { AppConfig } from '../config';
import { redactingLoggerOptions } from './log-redaction';
import { readableLogDestination } from './readable-log';

/**
 * The Fastify logger of the app: JSON lines in production (and wherever a test reads the log), readable
 * lines in a terminal otherwise, with one line per request worth it (plugins/request-lines.ts) instead of
 * Fastify's two JSON lines for every request. Redaction is the same in both (lib/log-redaction.ts).
 */
export function appLogger(config: AppConfig, logStream?: NodeJS.WritableStream) {
  if (config.logLevel === 'silent') return { logger: false as const, readable: false };
  const readable = config.env !== 'production' && !logStream;
  const stream = logStream ?? (readable ? readableLogDestination() : undefined);
  return { logger: { ...redactingLoggerOptions(config.logLevel), ...(stream ? { stream } : {}) }, readable };
}
