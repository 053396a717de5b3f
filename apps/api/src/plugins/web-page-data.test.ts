import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_SCRIPT_ID } from '@mt/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { blogPosts } from '../db/schema';
import { getFileDatabase } from '../test/database';
import { TEST_JWT_SECRET, TEST_RATE_LIMITS } from '../test/app';

const INDEX = '<!doctype html><html lang="en"><head><title>Mystery Trips</title></head><body><div id="root"></div></body></html>';

/** The answers a page carries, by call, as the browser reads them back. */
function pageData(html: string): Record<string, unknown> | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_SCRIPT_ID}">(.*?)</script>`, 's').exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe("a landing page carries the public API's answers it asks for first", () => {
  let app: FastifyInstance;
  let dist: string;
  let dataDir: string;
  const slug = `reveal-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mt-dist-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'mt-data-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    const database = await getFileDatabase();
    app = await buildApp({ config: { ...base, webDistDir: dist, rateLimits: TEST_RATE_LIMITS }, database: database.handle, serveWeb: true });
    await app.db.insert(blogPosts).values({
      slug,
      title: 'Keeping the secret',
      category: 'Guides',
      excerpt: 'How the envelope works.',
      content: 'A post that quotes </script><script>alert(1)</script> and <!-- a comment.',
      status: 'published',
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('a blog post: exactly what GET /api/blog/{slug} answers, hostile text kept inside the element', async () => {
    const html = (await get(`/blog/${slug}`)).body;
    const api = (await get(`/api/blog/${slug}`)).json();
    expect(pageData(html)).toEqual({ [`/api/blog/${slug}`]: api });
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the settings' and the page data's: none from the post
  });

  it('the catalogue, the stories and the home page, under the calls the browser makes', async () => {
    expect(Object.keys(pageData((await get('/service-discovery')).body) ?? {})).toEqual(['/api/services/search?limit=12']);
    expect(Object.keys(pageData((await get('/stories')).body) ?? {})).toEqual(['/api/stories?limit=9&page=1']);
    const home = pageData((await get('/')).body);
    expect(home).toEqual({ '/api/public/homepage-featured-services': (await get('/api/public/homepage-featured-services')).json() });
  });

  it('nothing for a call that fails, a filtered list or a page without a first call', async () => {
    for (const url of ['/blog/no-such-post', '/partners/nobody-here', '/stories?tripType=Adventure', '/about', '/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(pageData(res.body), url).toBeNull();
    }
  });
});
