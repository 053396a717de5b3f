import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public catalogue answers are the same for everyone: browsers and CDNs may keep them a minute,
 * which absorbs traffic bursts while a partner's change still shows up quickly.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/**
 * A catalogue answer (search, featured services, a partner's page): kept a minute by browsers and CDNs, and a
 * second by the server for every reader, signed in or not, since no token changes it (plugins/public-answers.ts).
 */
export const catalogueAnswer = <R extends FastifyReply>(app: FastifyInstance, request: FastifyRequest, reply: R, load: () => Promise<Parameters<R['send']>[0]>) =>
  app.publicAnswer(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL) as R, load, { sameForEveryone: true });
