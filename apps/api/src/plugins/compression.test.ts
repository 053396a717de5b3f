import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { blogPosts } from '../db/schema';
import { saveImage } from '../modules/media/image-pipeline';
import { getFileDatabase } from '../test/database';
import { TEST_JWT_SECRET, TEST_RATE_LIMITS } from '../test/app';
import { DEFAULT_EXCHANGE_RATES, PUBLIC_SETTINGS_SCRIPT_ID, ROUTE_PRELOADS_FILE } from '@mt/shared';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { withEmbeddedJson } from './embedded-json';

/** Repetitive text well over the threshold, as built JavaScript and HTML are. */
const filler = (label: string) => `/* ${label} */\n` + `console.log("${label}");\n`.repeat(200);
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Mystery Trips</title></head><body><div id="root"></div><!-- ${filler('page')} --></body></html>`;
const ASSET = 'assets/index-Ab12Cd34.js';
const ASSET_JS = filler('the plain asset');
// The compressed copies decode to texts of their own: a body that decodes to them came from the file
// the build wrote, not from compressing the plain asset on this request.
const FROM_BR_FILE = filler('decoded from the .br file');
const FROM_GZ_FILE = filler('decoded from the .gz file');
const SMALL_CSS = 'body{margin:0}';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const PARTNER_PAGE_CHUNK = '/assets/partner-page-Qw12Er34.js';
/** What this test's server says to browsers: no Stripe keys, no chat widget, not in maintenance. */
const SETTINGS = { maintenance_mode: false, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null, exchange_rates: DEFAULT_EXCHANGE_RATES };
/** The app page as served: index.html with the public settings (embedded-json.ts). */
const PAGE_HTML = withEmbeddedJson(INDEX_HTML, PUBLIC_SETTINGS_SCRIPT_ID, SETTINGS);
const embeddedSettings = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${PUBLIC_SETTINGS_SCRIPT_ID}">(.*?)</script>`).exec(html)![1]!) as unknown;

/** A web build as Vite plus apps/web/build/precompress.ts leave it. */
function writeDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(dir, ASSET), ASSET_JS);
  writeFileSync(path.join(dir, `${ASSET}.br`), brotliCompressSync(FROM_BR_FILE));
  writeFileSync(path.join(dir, `${ASSET}.gz`), gzipSync(FROM_GZ_FILE));
  writeFileSync(path.join(dir, 'assets/tiny-Zz99Yy88.css'), SMALL_CSS);
  writeFileSync(path.join(dir, 'favicon.svg'), FAVICON);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify([{ pattern: '/partners/:slug', files: [PARTNER_PAGE_CHUNK] }]));
}

describe('compression and cache headers', () => {
  let app: FastifyInstance;
  let dist: string;
  let dataDir: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mt-dist-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'mt-data-'));
    writeDist(dist);
    const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    const database = await getFileDatabase();
    app = await buildApp({ config: { ...base, webDistDir: dist, rateLimits: TEST_RATE_LIMITS }, database: database.handle, serveWeb: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

  describe('built files', () => {
    it('serves a hashed asset from the .br the build wrote, immutable for a year', async () => {
      const res = await get(`/${ASSET}`, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FROM_BR_FILE);
    });

    it('serves the .gz when the client takes gzip only', async () => {
      const res = await get(`/${ASSET}`, 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(res.rawPayload).toString()).toBe(FROM_GZ_FILE);
    });

    it('serves the plain file to a client that accepts no encoding', async () => {
      const res = await get(`/${ASSET}`);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(ASSET_JS);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('does not compress a file the build left plain (under 1 KB) on the request either', async () => {
      const res = await get('/assets/tiny-Zz99Yy88.css', 'br, gzip');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SMALL_CSS);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('caches unhashed public files for a short while only', async () => {
      const res = await get('/favicon.svg', 'br');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toBe(FAVICON);
    });

    it('sends a hashed file without validators (it is never asked for again), and answers an unhashed file\'s revalidation with 304', async () => {
      const asset = await get(`/${ASSET}`, 'br');
      for (const header of ['etag', 'last-modified', 'accept-ranges']) expect(asset.headers[header], header).toBeUndefined();
      const first = await get('/favicon.svg', 'br');
      const etag = first.headers.etag;
      expect(etag).toBeDefined();
      const again = await get('/favicon.svg', 'br', { 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('answers 404, not the app page, for a build file that does not exist', async () => {
      const res = await get('/assets/index-gone1234.js');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    });

    it('never lets index.html be cached, by its own URL or compressed', async () => {
      for (const encoding of [undefined, 'br']) {
        const res = await get('/index.html', encoding);
        expect(res.headers['cache-control'], encoding).toBe('no-cache');
      }
    });
  });

  describe('pages', () => {
    it("names a landing page's code in its HTML as modulepreload links, and no other page's", async () => {
      const partner = await get('/partners/spice-island');
      expect(partner.statusCode).toBe(200);
      expect(partner.body).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="${PARTNER_PAGE_CHUNK}">(<script[^>]*>[^<]*</script>)?</head>`));
      for (const url of ['/about', '/partners/spice-island/more', '/admin/dashboard']) expect((await get(url)).body, url).toBe(PAGE_HTML);
    });

    it('carries the public settings, so the browser can route without asking (a switch: web-page-data.test.ts)', async () => {
      expect(embeddedSettings((await get('/stories')).body)).toEqual(SETTINGS);
      expect((await get('/api/settings/public')).json()).toEqual(SETTINGS);
    });

    it('compresses the app page with brotli, never cached, with the page security headers', async () => {
      const res = await get('/about', 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE_HTML);
    });

    it('falls back to gzip, and sends it plain to a client that accepts nothing', async () => {
      const gzip = await get('/about', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE_HTML);
      const plain = await get('/about');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(PAGE_HTML);
      expect(plain.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('API', () => {
    it('compresses JSON over 1 KB, keeping the API security headers', async () => {
      await app.db.insert(blogPosts).values(
        [1, 2, 3].map((n) => ({ slug: `compressible-${n}`, title: `Post ${n}`, category: 'Guides', excerpt: 'A long walk in the bush. '.repeat(30), content: 'Body', status: 'published' as const })),
      );
      const plain = await get('/api/blog');
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const br = await get('/api/blog', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/application\/json/);
      expect(br.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gzip = await get('/api/blog', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it('leaves answers under 1 KB as they are', async () => {
      for (const url of ['/api/health', '/api/nothing-here']) {
        const res = await get(url, 'br, gzip');
        expect(res.rawPayload.length, url).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.json(), url).toBeTypeOf('object');
      }
    });

    it('leaves uploaded images alone: they are compressed already', async () => {
      const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
        .png()
        .toBuffer();
      const { url } = await saveImage(app.media, png, 'services');
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('image/webp');
    });
  });
});
