import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestTexts } from '@mt/shared';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { parseRangeHeader, RangeNotSatisfiableError } from './byte-range';
import { contentTypeOf, MEDIA_CACHE_CONTROL, MEDIA_CSP } from './media-headers';
import { assertSafeKey, type MediaStat, type MediaStore } from './media-store';

export interface ServeMediaOptions {
  store: MediaStore;
  /** S3_PUBLIC_URL: answer a redirect there instead of streaming the bytes. */
  publicUrl: string | null;
}

/** How long a browser keeps the redirect to S3_PUBLIC_URL: a day, so a changed public URL takes effect the next day. */
export const PUBLIC_URL_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The ETag of a key. An object never changes under its name (every name is a new UUID), so the name itself
 * identifies the bytes, whatever store holds them: moving the pictures to a bucket keeps every ETag.
 */
export const etagOf = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;

const isSafeKey = (key: string) => {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
};

const tagsOf = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));

/** RFC 9110 13.1.2-3: If-None-Match wins; If-Modified-Since counts only without it. */
function notModified(request: FastifyRequest, etag: string, stat: MediaStat): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return tagsOf(noneMatch).some((tag) => tag === '*' || tag === etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(stat.lastModified.getTime() / 1000) * 1000 <= since;
}

/** A Range is honoured unless If-Range names other bytes (a date, or another ETag): then the whole object goes. */
const rangeAllowed = (request: FastifyRequest, etag: string) => {
  const ifRange = request.headers['if-range'];
  return ifRange === undefined || ifRange === etag;
};

function describe(reply: FastifyReply, key: string, etag: string, stat: MediaStat): FastifyReply {
  return reply
    .header('content-type', contentTypeOf(key))
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('etag', etag)
    .header('last-modified', stat.lastModified.toUTCString())
    .header('accept-ranges', 'bytes');
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: `File ${request.url.split('?')[0]} not found.` });

/**
 * GET and HEAD /uploads/<key> from any MediaStore, with the same answer whichever store holds the bytes:
 * the type from the key's extension, nosniff, a policy that runs nothing, a year's immutable caching, an
 * ETag and Last-Modified with 304s, one byte range (206/416), a JSON 404 for a missing object, and a 503
 * (logged with its reason) when the store fails. The bytes are streamed, never read whole into memory.
 */
export async function serveMedia(scope: FastifyInstance, { store, publicUrl }: ServeMediaOptions): Promise<void> {
  scope.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    exposeHeadRoute: false,
    // Pictures are compressed already (plugins/compression.ts).
    compress: false,
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      reply.header('x-content-type-options', 'nosniff');
      if (!isSafeKey(key)) return notFound(request, reply);
      if (publicUrl) {
        return reply.header('cache-control', PUBLIC_URL_REDIRECT_CACHE_CONTROL).redirect(`${publicUrl}/${key}`, 302);
      }
      reply.header('content-security-policy', MEDIA_CSP);
      const etag = etagOf(key);
      try {
        const conditional = request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
        if (conditional || request.method === 'HEAD') {
          // The object is looked up even for a match: a deleted picture is a 404, not a 304.
          const stat = await store.stat(key);
          if (!stat) return notFound(request, reply);
          describe(reply, key, etag, stat);
          if (notModified(request, etag, stat)) return reply.status(304).send();
          if (request.method === 'HEAD') return reply.header('content-length', String(stat.size)).send();
        }
        const range = rangeAllowed(request, etag) ? parseRangeHeader(request.headers.range) : null;
        const read = await store.open(key, range ?? undefined);
        if (!read) return notFound(request, reply);
        describe(reply, key, etag, read);
        if (!read.range) return reply.header('content-length', String(read.size)).send(read.body);
        const { start, end } = read.range;
        return reply
          .status(206)
          .header('content-range', `bytes ${start}-${end}/${read.size}`)
          .header('content-length', String(end - start + 1))
          .send(read.body);
      } catch (err) {
        if (err instanceof RangeNotSatisfiableError) {
          return reply.status(416).header('content-range', `bytes */${err.size}`).send();
        }
        // The store is unreachable or refused (network, credentials, bucket): the page still works, without this picture.
        request.log.error({ err, key }, 'media store failed');
        return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: requestTexts.serviceUnavailable });
      }
    },
  });
}
