import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/** Where the OpenAPI pages are served: web pages, under /api. */
export const API_DOCS_PREFIX = '/api/docs';

/** Where reCAPTCHA and Turnstile load their scripts and frames from. */
const BOT_CHECK_ORIGINS: Record<AppConfig['botCheck']['provider'], string[]> = {
  altcha: [],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

/**
 * Web pages, files and anything else a browser may render: helmet's full set, with the app's CSP. `scriptHashes`
 * allow a page's own inline scripts, by hash (inline-scripts.ts).
 */
export function documentHelmetOptions(config: AppConfig, scriptHashes: readonly string[] = []): HelmetOptions {
  const origin = (url: string | null) => (url ? [new URL(url).origin] : []);
  const chat = origin(config.chatWidgetUrl);
  const stripe = config.stripe ? ['https://js.stripe.com', 'https://api.stripe.com'] : [];
  // The contact form's hosted bot check, when one is configured (ALTCHA runs from our own origin).
  const botCheck = BOT_CHECK_ORIGINS[config.botCheck.provider];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...chat, ...stripe, ...botCheck],
        // Style attributes come from React components (charts, Radix positioning).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...chat, ...stripe, ...botCheck, ...chat.map((o) => o.replace(/^http/, 'ws'))],
        frameSrc: ["'self'", ...chat, ...stripe, ...botCheck],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Images are loaded by other sites through shared links (Open Graph).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * API data (JSON), never rendered: the OWASP REST Security set. A CSP that allows nothing and no framing
 * in case a response is ever opened as a page, nosniff, HSTS, no referrer, same-origin resource policy.
 * The page-only headers (COOP, Origin-Agent-Cluster, DNS prefetch, download and cross-domain policies)
 * mean nothing here and are left out: the busiest responses stay small.
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The built scripts and styles under /assets/: run or applied by our pages, never rendered as one, so a
 * page's policy, framing and opener rules mean nothing on them. A first visit loads a dozen or more, and
 * each header repeats on every one (about 700 bytes each, issue 20), so they carry only what applies to
 * a script or a style sheet: nosniff and the resource policy.
 */
export const ASSET_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Files of the web build with hashed names (Vite's assets folder). */
export const isBuildAssetUrl = (url: string) => url.startsWith('/assets/');

/** API data answers: everything under /api except the OpenAPI pages. */
export const isApiDataUrl = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);

/**
 * The headers helmet sets for these options. They depend on the options alone (no CSP nonces, no
 * per-request directive functions), so they are computed once: @fastify/helmet rebuilt helmet's
 * middleware, CSP parsing included, on every request, a measurable share of the search route's CPU.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet 8 calls next synchronously; anything else would mean headers computed per request.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Every reply (API, web pages, files, errors, 404s) carries the security headers of its kind. They go on
 * the raw response, as helmet's own middleware did: a route's own value of the same header (reply.header,
 * or the uploads' stricter CSP set by the static file server) still replaces them.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const documentHeaders = Object.entries(helmetHeaders(documentHelmetOptions(config)));
    const apiHeaders = Object.entries(helmetHeaders(API_HELMET_OPTIONS));
    const assetHeaders = Object.entries(helmetHeaders(ASSET_HELMET_OPTIONS));
    const headersFor = (url: string) => (isApiDataUrl(url) ? apiHeaders : isBuildAssetUrl(url) ? assetHeaders : documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headersFor(request.url)) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
