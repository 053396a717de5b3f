import fp from 'fastify-plugin';
import { requestLine, requestWorthALine } from '../lib/readable-log';

export interface RequestLinesOptions {
  /** Readable logs (lib/app-logger.ts): one line per request worth it; otherwise Fastify's own request logs. */
  enabled: boolean;
}

/** `GET /api/trips 200 12 ms` once the answer is sent, for requests that earn a line (lib/readable-log.ts). */
export default fp<RequestLinesOptions>(
  async (app, { enabled }) => {
    if (!enabled) return;
    app.addHook('onResponse', async (request, reply) => {
      if (!requestWorthALine(request.url, reply.statusCode)) return;
      const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
      if (reply.statusCode >= 500) request.log.error(line);
      else request.log.info(line);
    });
  },
  { name: 'request-lines' },
);
