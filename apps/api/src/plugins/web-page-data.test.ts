import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PAGE_DATA_SCRIPT_ID, pageApiCalls, PUBLIC_SETTINGS_SCRIPT_ID } from '@mt/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { blogPosts, stories } from '../db/schema';
import { updateAdminSettings } from '../modules/settings/settings.service';
import { getFileDatabase } from '../test/database';
import { bearer, TEST_JWT_SECRET, TEST_RATE_LIMITS } from '../test/app';
import { createAdmin, createTraveller } from '../test/factories';
import { until } from '../test/until';
import { PAGE_CACHE_TTL_MS } from './page-cache';

const INDEX = '<!doctype html><html lang="en"><head><title>Mystery Trips</title></head><body><div id="root"></div></body></html>';

function embedded(html: string, id: string): Record<string, unknown> | null {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}
/** The object of `id` anywhere in `value` (a story in a list's answer). */
function findById(value: unknown, id: number): unknown {
  if (Array.isArray(value)) return value.map((v) => findById(v, id)).find((v) => v !== undefined);
  if (value === null || typeof value !== 'object') return undefined;
  if ((value as { id?: unknown }).id === id) return value;
  return findById(Object.values(value), id);
}
/** The answers a page carries, by call, as the browser reads them back. */
const pageData = (html: string) => embedded(html, PAGE_DATA_SCRIPT_ID);

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

  describe('what pages embed is kept up to a minute', () => {
    afterEach(async () => {
      vi.useRealTimers();
      await updateAdminSettings(app.db, { maintenance_mode: false });
    });
    const maintenance = async () => embedded((await get('/about')).body, PUBLIC_SETTINGS_SCRIPT_ID)?.maintenance_mode;

    it('a change no request made and no message announces (an operator\'s SQL) shows once the minute is over', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const title = async () => (pageData((await get(`/blog/${slug}`)).body)?.[`/api/blog/${slug}`] as { data: { post: { title: string } } }).data.post.title;
      expect(await title()).toBe('Keeping the secret');
      await app.db.update(blogPosts).set({ title: 'Keeping the secret, revised' }).where(eq(blogPosts.slug, slug));
      // Within the minute, pages reuse what they embedded: one lookup per minute under a burst, not one per page.
      // (An earlier test may have kept this page a moment before the clock stood still: half a minute, twice.)
      vi.setSystemTime(Date.now() + PAGE_CACHE_TTL_MS / 2);
      expect(await title()).toBe('Keeping the secret');
      vi.setSystemTime(Date.now() + PAGE_CACHE_TTL_MS / 2);
      expect(await title()).toBe('Keeping the secret, revised');
    });

    it('a settings change made anywhere (another instance, the seed, SQL) shows on the next page: the cache bus drops the pages', async () => {
      // Time stands still: only the bus's message, not the minute passing, can make the page change.
      vi.useFakeTimers({ toFake: ['Date'] });
      expect(await maintenance()).toBe(false);
      await updateAdminSettings(app.db, { maintenance_mode: true });
      expect(await until(async () => (await maintenance()) === true, 1000)).toBe(true);
    });

    it("a write forgets only the pages it may change: a like its story's and the list's, a sign-out none", async () => {
      // Time stands still: only a drop, not the minute passing, can make a page change.
      vi.useFakeTimers({ toFake: ['Date'] });
      const [reader, author] = [await createTraveller(app), await createTraveller(app)];
      const [story] = await app.db
        .insert(stories)
        .values({ userId: author.user.id, title: 'Dawn on the dunes', destination: 'Namibia', tripDate: '2025-05-01', tripType: 'Adventure', content: 'Sossusvlei before sunrise.' })
        .returning();
      const [neighbour] = await app.db
        .insert(stories)
        .values({ userId: author.user.id, title: 'Dusk in the delta', destination: 'Botswana', tripDate: '2025-06-01', tripType: 'Wildlife', content: 'Mokoro at dusk.' })
        .returning();
      // A story's page carries its title in its link preview.
      const neighbourRevised = async () => (await get(`/stories/${neighbour!.id}`)).body.includes('Dusk in the delta, revised');
      const storyRevised = async () => (await get(`/stories/${story!.id}`)).body.includes('Dawn on the dunes, revised');
      const other = `kept-${randomBytes(4).toString('hex')}`;
      await app.db.insert(blogPosts).values({ slug: other, title: 'Before', category: 'Guides', excerpt: 'x', content: 'y', status: 'published' });
      const likes = async () => {
        const list = pageData((await get('/stories')).body)?.['/api/stories?limit=9&page=1'];
        return (findById(list, story!.id) as { like_count: number } | undefined)?.like_count;
      };
      const title = async () => (pageData((await get(`/blog/${other}`)).body)?.[`/api/blog/${other}`] as { data: { post: { title: string } } }).data.post.title;
      expect(await likes()).toBe(0);
      // The list's answer a guest asks for is kept a second: a like leaves it to expire, not the page made of it.
      const listed = async () => findById((await get('/api/stories?limit=9&page=1')).json(), story!.id) as { like_count: number } | undefined;
      expect((await listed())?.like_count).toBe(0);
      expect(await neighbourRevised()).toBe(false);
      expect(await storyRevised()).toBe(false);
      expect(await title()).toBe('Before');
      // Behind the pages' back: only a drop of the blog post's page, or a story's, can show it.
      await app.db.update(blogPosts).set({ title: 'After' }).where(eq(blogPosts.slug, other));
      await app.db.update(stories).set({ title: 'Dusk in the delta, revised' }).where(eq(stories.id, neighbour!.id));
      await app.db.update(stories).set({ title: 'Dawn on the dunes, revised' }).where(eq(stories.id, story!.id));

      const like = await app.inject({ method: 'POST', url: `/api/stories/${story!.id}/like`, headers: bearer(reader.token), payload: { action: 'like' } });
      expect(like.statusCode, like.body).toBe(200);
      expect((await listed())?.like_count).toBe(0);
      expect(await likes()).toBe(1);
      expect(await neighbourRevised()).toBe(false);
      // The liked story's page carries nothing a like changes (no answer of the story: pageApiCalls), so it is kept.
      expect(pageApiCalls(`/stories/${story!.id}`)).toEqual([]);
      expect(await storyRevised()).toBe(false);
      expect(await title()).toBe('Before');

      const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(reader.token) });
      expect(out.statusCode, out.body).toBe(200);
      expect(await title()).toBe('Before');

      // A write whose route does not say what it changes forgets every page.
      const admin = await createAdmin(app);
      expect((await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { maintenance_mode: false } })).statusCode).toBe(200);
      expect(await title()).toBe('After');
      expect(await neighbourRevised()).toBe(true);
      expect(await storyRevised()).toBe(true);
    });

    it('a write this instance answers shows on the very next page', async () => {
      const admin = await createAdmin(app);
      expect(await maintenance()).toBe(false);
      const put = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { maintenance_mode: true } });
      expect(put.statusCode).toBe(200);
      expect(await maintenance()).toBe(true);
    });
  });
});
