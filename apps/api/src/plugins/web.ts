import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from './inline-scripts';
import { PageCache, pageKey } from './page-cache';
import { pageComposer } from './page-html';
import { browserRendersFor } from './page-renderer';
import { documentHelmetOptions, helmetHeaders, isBuildAssetUrl } from './security-headers';
import { cacheControlFor, NO_CACHE, PRECOMPRESSED_GLOBS } from './web-cache';

const ASSET_HEADERS_LEFT_OUT = ['etag', 'last-modified', 'accept-ranges'];
const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built React app: its files (hashed assets immutable, index.html never cached: web-cache.ts; text
 * files from the .br/.gz the build wrote), and for any other GET that is not an API call the app's page,
 * composed by page-html.ts (link previews, settings, landing data, a guest's server paint), compressed once
 * and kept up to a minute (lib/encoded-text.ts, page-cache.ts).
 */
export default fp<{ distDir: string | null }>(
  async (app, { distDir }) => {
    const root = distDir ?? DEFAULT_DIST;
    const indexFile = path.join(root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ root }, 'web build not found: only the API is served (run `npm run build`)');
      return;
    }
    const indexHtml = readFileSync(indexFile, 'utf8');
    // The pages' policy, which also allows the inline scripts of the build's index.html by their hashes.
    const pagePolicy = helmetHeaders(documentHelmetOptions(app.config, inlineScriptHashes(indexHtml)))['content-security-policy']!;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build wrote a .br and a .gz next to every text file over 1 KB: sent as they are.
      preCompressed: true,
      // Reached through their originals only (static looks for them on disk), not routes of their own.
      globIgnore: PRECOMPRESSED_GLOBS,
      // @fastify/send would add its own `public, max-age=0` after setHeaders and win:
      // cacheControlFor decides alone.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
        // The same URL answers brotli, gzip or plain bytes by the request's Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // A hashed file never changes and the browser keeps it a year without asking again: validators and range
    // support would only add ~100 bytes to each of the dozen files of a first visit (issue 20).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isBuildAssetUrl(request.url) && reply.statusCode === 200) {
        for (const header of ASSET_HEADERS_LEFT_OUT) reply.removeHeader(header);
      }
      done(null, payload);
    });
    const cache = new PageCache(app);

    const renderPage = await pageComposer(app, { root, indexHtml, cache });

    // Compressed here, once per kept page (lib/encoded-text.ts), not by @fastify/compress on every request.
    app.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') {
        return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found.` });
      }
      // A build file that is not there (a page of an older deploy asking for its chunks) is missing, not a
      // page: the app's HTML under a script's name would fail to run with a confusing MIME error.
      if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
      // A guest's page is painted here (decision 0028); one whose browser asked to paint it is not.
      const serverPaint = !browserRendersFor(request.headers.cookie);
      const { page } = await cache.pages.get(pageKey(serverPaint, request.url), () => renderPage(request, pathname, serverPaint), (p) => p.complete);
      const encoding = page.encodingFor(request.headers['accept-encoding']);
      const body = await page.body(encoding);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The page differs by encoding, and by the cookies that ask for the browser's paint.
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pagePolicy)
        .header('cache-control', NO_CACHE)
        .header('vary', 'accept-encoding, cookie')
        .send(body);
    });
  },
  { name: 'web' },
);
