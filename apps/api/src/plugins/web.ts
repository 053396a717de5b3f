import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_DATA_SCRIPT_ID, pageApiCalls, pageDataKey, PUBLIC_SETTINGS_SCRIPT_ID, type PublicSettings, type RenderPage } from '@mt/shared';
import { findLinkPreview } from '../modules/link-previews/link-preview';
import { renderPreviewHtml } from '../modules/link-previews/render-preview';
import { readPublicSettings } from '../modules/settings/public-settings';
import { withEmbeddedJson } from './embedded-json';
import { EncodedPage } from './encoded-page';
import { inlineScriptHashes } from './inline-scripts';
import { PageCache } from './page-cache';
import { browserRendersFor, loadPageRenderer } from './page-renderer';
import { loadRoutePreloads, withPreloadLinks } from './route-preloads';
import { documentHelmetOptions, helmetHeaders, isBuildAssetUrl } from './security-headers';
import { cacheControlFor, NO_CACHE, PRECOMPRESSED_GLOBS } from './web-cache';

const ROOT_ELEMENT = '<div id="root"></div>';
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const PRELOAD_AFTER_PAINT = '<link data-after-paint="modulepreload" ';
const ASSET_HEADERS_LEFT_OUT = ['etag', 'last-modified', 'accept-ranges'];
const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built React app and, for any other GET that is not an API call, its index.html
 * (the browser router takes over). Hashed assets are immutable; index.html is never cached (web-cache.ts).
 * Text files are served from the .br/.gz the build wrote; the pages are compressed per request (compression.ts).
 * Shareable pages (/blog/{slug}, /stories/{id}, /partners/{slug}) get their own title, description
 * and Open Graph tags in that HTML, because link-preview bots do not run JavaScript. Landing pages name
 * their own code as modulepreload links (route-preloads.ts); every page carries the public settings, and a
 * landing page the public API answers it asks for first. A guest's page comes painted (page-renderer.ts,
 * decision 0028). Pages are kept a second (page-cache.ts).
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
    const preloadLinksFor = loadRoutePreloads(root);
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

    /**
     * The public API answers a landing page asks for first (pageApiCalls), made through the API's own routes (so
     * they are exactly what the browser would get, for this visitor's address and its limits) and put in the page:
     * a guest's page then shows without a round trip for them. A call that does not answer 200 is left out (the
     * browser makes it), and the page is then not complete.
     */
    async function pageData(pathname: string, search: string, ip: string) {
      const answers: Record<string, unknown> = {};
      let complete = true;
      for (const call of pageApiCalls(pathname, search)) {
        const res = await app.inject({ method: 'GET', url: call, remoteAddress: ip });
        if (res.statusCode === 200 && /^application\/json/.test(String(res.headers['content-type']))) answers[pageDataKey(call)] = res.json();
        // A missing post or partner is the same for everyone; a refusal (429, 5xx) is not.
        else if (res.statusCode !== 404 && res.statusCode !== 400) complete = false;
      }
      return { answers: Object.keys(answers).length > 0 ? answers : null, complete };
    }

    let paintPage: RenderPage | null = null;
    try {
      paintPage = await loadPageRenderer(root);
    } catch (err) {
      // A broken renderer must not take the site down: the browser paints every page, as it can.
      app.log.error({ err }, 'the page renderer of the web build could not be loaded: pages are painted by the browser only');
    }

    async function renderPage(request: FastifyRequest, pathname: string, serverPaint: boolean): Promise<{ page: EncodedPage; complete: boolean }> {
      let html = withPreloadLinks(indexHtml, preloadLinksFor(pathname));
      let complete = true;
      try {
        const preview = await findLinkPreview(app.db, pathname, app.config.publicUrl);
        if (preview) html = renderPreviewHtml(html, preview);
      } catch (err) {
        // A preview is a nicety: a database hiccup still serves the page with the default tags.
        request.log.warn({ err }, 'link preview lookup failed');
        complete = false;
      }
      let settings: PublicSettings | null = null;
      try {
        // The route guard needs these before it shows any page: in the HTML they cost no round trip.
        settings = await cache.settings.get('', () => readPublicSettings(app.db, app.config));
        html = withEmbeddedJson(html, PUBLIC_SETTINGS_SCRIPT_ID, settings);
      } catch (err) {
        // Without them the browser asks GET /api/settings/public, as it would for an older page.
        request.log.warn({ err }, 'public settings lookup failed');
        complete = false;
      }
      let answers: Record<string, unknown> = {};
      try {
        const data = await pageData(pathname, request.url.slice(pathname.length), request.ip);
        if (data.answers) html = withEmbeddedJson(html, PAGE_DATA_SCRIPT_ID, (answers = data.answers));
        complete &&= data.complete;
      } catch (err) {
        request.log.warn({ err }, 'page data lookup failed');
        complete = false;
      }
      if (serverPaint && paintPage && settings) {
        try {
          const markup = await paintPage({ url: request.url, settings, answers });
          // The markup through a function, so that "$&" and the like in it stay text. The painted page needs its
          // styles and main picture first: its scripts are fetched once it is shown (public/start-app.js turns
          // these links on), not in competition with them.
          if (markup) html = html.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`).replaceAll(MODULE_PRELOAD, PRELOAD_AFTER_PAINT);
        } catch (err) {
          request.log.error({ err }, 'server paint of the page failed: the browser paints it');
          complete = false;
        }
      }
      return { page: new EncodedPage(html), complete };
    }

    // Compressed here, once per kept page (encoded-page.ts), not by @fastify/compress on every request.
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
      const key = `${serverPaint ? 'server' : 'browser'} ${request.url}`;
      const { page } = await cache.pages.get(key, () => renderPage(request, pathname, serverPaint), (p) => p.complete);
      const encoding = page.encodingFor(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The page differs by encoding, and by the cookies that ask for the browser's paint.
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pagePolicy)
        .header('cache-control', NO_CACHE)
        .header('vary', 'accept-encoding, cookie')
        .send(page.body(encoding));
    });
  },
  { name: 'web' },
);
