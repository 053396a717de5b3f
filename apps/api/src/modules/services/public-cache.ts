import type { FastifyReply } from 'fastify';

/**
 * Public catalogue answers are the same for everyone: browsers and CDNs may keep them a minute,
 * which absorbs traffic bursts while a partner's change still shows up quickly.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
export const setPublicCache = (reply: FastifyReply) => reply.header('cache-control', PUBLIC_CACHE_CONTROL);
