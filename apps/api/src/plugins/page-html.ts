import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_DATA_SCRIPT_ID, pageApiCalls, pageDataKey, PUBLIC_SETTINGS_SCRIPT_ID, type PublicSettings, type RenderPage } from '@mt/shared';
import { findLinkPreview } from '../modules/link-previews/link-preview';
import { renderPreviewHtml } from '../modules/link-previews/render-preview';
import { readPublicSettings } from '../modules/settings/public-settings';
import { withEmbeddedJson } from './embedded-json';
import { EncodedText } from '../lib/encoded-text';
import type { PageCache } from './page-cache';
import { FRESH_ANSWER_HEADER, FRESH_ANSWER_TOKEN } from './public-answers';
import { loadPageRenderer } from './page-renderer';
import { loadRoutePreloads, withPreloadLinks } from './route-preloads';

const ROOT_ELEMENT = '<div id="root"></div>';
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const PRELOAD_AFTER_PAINT = '<link data-after-paint="modulepreload" ';

export interface ComposedPage {
  page: EncodedText;
  /** False when a lookup failed or was refused: such a page is served, not kept (page-cache.ts). */
  complete: boolean;
}

/**
 * Composes the HTML of a page from the build's index.html (web.ts serves it): the page's own preload links
 * (route-preloads.ts), its link preview, the public settings, the public API answers a landing page asks for
 * first, and for a guest the server's paint of the page (page-renderer.ts, decision 0028).
 */
export async function pageComposer(app: FastifyInstance, { root, indexHtml, cache }: { root: string; indexHtml: string; cache: PageCache }) {
  const preloadLinksFor = loadRoutePreloads(root);

  /**
   * The public API answers a landing page asks for first (pageApiCalls), made through the API's own routes (so
   * they are exactly what the browser would get, for this visitor's address and its limits) and put in the page:
   * a guest's page then shows without a round trip for them. A call that does not answer 200 is left out (the
   * browser makes it), and the page is then not complete. The answers are made afresh, not taken from those kept
   * a second (FRESH_ANSWER_HEADER), since the page keeps them a minute.
   */
  async function pageData(pathname: string, search: string, ip: string) {
    const answers: Record<string, unknown> = {};
    let complete = true;
    for (const call of pageApiCalls(pathname, search)) {
      const res = await app.inject({ method: 'GET', url: call, remoteAddress: ip, headers: { [FRESH_ANSWER_HEADER]: FRESH_ANSWER_TOKEN } });
      if (res.statusCode === 200 && /^application\/json/.test(String(res.headers['content-type']))) answers[pageDataKey(call)] = res.json();
      // A missing post or partner is the same for everyone; a refusal (429, 5xx) is not.
      else if (res.statusCode !== 404 && res.statusCode !== 400) complete = false;
    }
    return { answers: Object.keys(answers).length > 0 ? answers : null, complete };
  }

  let paintPage: RenderPage | null = null;
  try {
    const renderer = await loadPageRenderer(root);
    if (renderer) {
      paintPage = renderer.paint;
      app.addHook('onClose', () => renderer.close());
    }
  } catch (err) {
    // A broken renderer must not take the site down: the browser paints every page, as it can.
    app.log.error({ err }, 'the page renderer of the web build could not be loaded: pages are painted by the browser only');
  }

  async function renderPage(request: FastifyRequest, pathname: string, serverPaint: boolean): Promise<ComposedPage> {
    let html = withPreloadLinks(indexHtml, preloadLinksFor(pathname));
    let complete = true;
    // Independent lookups, made at once: a page composed under load waits for one round trip, not three in turn
    // (each waits for the busy event loop to get round to it).
    const [preview, settingsRead, data] = await Promise.allSettled([
      findLinkPreview(app.db, pathname, app.config.publicUrl),
      // The route guard needs these before it shows any page: in the HTML they cost no round trip.
      cache.settings.get('', () => readPublicSettings(app.db, app.config)),
      pageData(pathname, request.url.slice(pathname.length), request.ip),
    ]);
    if (preview.status === 'fulfilled') {
      if (preview.value) html = renderPreviewHtml(html, preview.value);
    } else {
      // A preview is a nicety: a database hiccup still serves the page with the default tags.
      request.log.warn({ err: preview.reason }, 'link preview lookup failed');
      complete = false;
    }
    let settings: PublicSettings | null = null;
    if (settingsRead.status === 'fulfilled') {
      settings = settingsRead.value;
      html = withEmbeddedJson(html, PUBLIC_SETTINGS_SCRIPT_ID, settings);
    } else {
      // Without them the browser asks GET /api/settings/public, as it would for an older page.
      request.log.warn({ err: settingsRead.reason }, 'public settings lookup failed');
      complete = false;
    }
    let answers: Record<string, unknown> = {};
    if (data.status === 'fulfilled') {
      if (data.value.answers) html = withEmbeddedJson(html, PAGE_DATA_SCRIPT_ID, (answers = data.value.answers));
      complete &&= data.value.complete;
    } else {
      request.log.warn({ err: data.reason }, 'page data lookup failed');
      complete = false;
    }
    if (serverPaint && paintPage && settings) {
      try {
        const markup = await paintPage({ url: request.url, settings, answers });
        // The markup through a function, so that "$&" and the like in it stay text. The painted page needs its
        // styles and main picture first: its scripts are fetched once it is shown (the build's start script turns
        // these links on), not in competition with them.
        if (markup) html = html.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`).replaceAll(MODULE_PRELOAD, PRELOAD_AFTER_PAINT);
      } catch (err) {
        request.log.error({ err }, 'server paint of the page failed: the browser paints it');
        complete = false;
      }
    }
    return { page: new EncodedText(html), complete };
  }

  return renderPage;
}
