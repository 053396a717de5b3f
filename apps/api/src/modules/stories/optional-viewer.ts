import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The viewer of a public GET, for `userHasLiked`. A missing, expired or forged token is treated as
 * anonymous rather than 401: the page must still load for a visitor whose old session lingers in storage.
 */
export async function optionalViewerId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) return null;
  const claims = await app.tokens.verify(match[1]);
  return claims?.userId ?? null;
}
