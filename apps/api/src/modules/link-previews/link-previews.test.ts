import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { blogPosts, partners, stories, storyMedia } from '../../db/schema';
import { getFileDatabase } from '../../test/database';
import { TEST_JWT_SECRET, TEST_RATE_LIMITS } from '../../test/app';
import { createPartner, createTraveller } from '../../test/factories';
import { ROUTE_PRELOADS_FILE } from '@mt/shared';
import { summarize } from './link-preview';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Mystery Trips – Default</title>
    <meta name="description" content="Default description" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Mystery Trips" />
    <meta property="og:title" content="Default OG title" />
    <meta property="og:description" content="Default OG description" />
  </head>
  <body><div id="root"></div></body>
</html>
`;
const PUBLIC_URL = 'https://trips.example.com';
const PARTNER_CHUNK = '/assets/partner-page-Ab12Cd34.js';

/** The meta tag's content attribute, as a browser would read it (entities decoded). */
function metaContent(html: string, key: string): string[] {
  const re = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g');
  const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return [...html.matchAll(re)].map((m) => decode(m[1]!));
}

describe('link previews in the served HTML', () => {
  let app: FastifyInstance;
  let dist: string;
  let dataDir: string;
  const tag = randomBytes(4).toString('hex');

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mt-dist-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'mt-data-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    mkdirSync(path.dirname(path.join(dist, ROUTE_PRELOADS_FILE)), { recursive: true });
    writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify([{ pattern: '/partners/:slug', files: [PARTNER_CHUNK] }]));
    const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', PUBLIC_URL });
    const database = await getFileDatabase();
    app = await buildApp({ config: { ...base, webDistDir: dist, rateLimits: TEST_RATE_LIMITS }, database: database.handle, serveWeb: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url });

  it('gives a blog post its own escaped title, description and Open Graph tags', async () => {
    const title = `Lions </title><script>alert("x")</script> & 'quotes' ${tag}`;
    const slug = `lions-${tag}`;
    await app.db.insert(blogPosts).values({
      slug, title, category: 'Guides', excerpt: 'See "big cats" <b>up close</b> & $& safely.', content: 'Body', status: 'published', featuredImage: '/uploads/lion.webp',
    });
    const res = await page(`/blog/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>up close</b>');
    expect(html).toContain(`<title>Lions &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; ${tag} – Mystery Trips</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'og:title')).toEqual([`${title} – Mystery Trips`]);
    expect(metaContent(html, 'description')).toEqual(['See "big cats" <b>up close</b> & $& safely.']);
    expect(metaContent(html, 'og:description')).toEqual(['See "big cats" <b>up close</b> & $& safely.']);
    expect(metaContent(html, 'og:image')).toEqual([`${PUBLIC_URL}/uploads/lion.webp`]);
    expect(metaContent(html, 'og:url')).toEqual([`${PUBLIC_URL}/blog/${slug}`]);
    expect(metaContent(html, 'og:type')).toEqual(['article']);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'twitter:title')).toEqual([`${title} – Mystery Trips`]);
    // The rest of index.html is untouched.
    expect(html).toContain('<meta property="og:site_name" content="Mystery Trips" />');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('keeps the default tags for an unknown slug, a draft, a malformed path and other pages', async () => {
    const draft = `draft-${tag}`;
    await app.db.insert(blogPosts).values({ slug: draft, title: 'Secret draft', category: 'Guides', excerpt: 'e', content: 'c', status: 'draft' });
    for (const url of ['/blog/no-such-post', `/blog/${draft}`, '/blog/Bad%20Slug', '/stories/abc', '/stories/99999999', '/partners/nobody-here', '/about', '/blog']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      // Only the partner pages' code links and the public settings are added (plugins/web.ts), never other tags.
      expect(res.body.replace(/<link rel="modulepreload"[^>]*>|<script type="application\/json"[^>]*>.*?<\/script>/g, ''), url).toBe(INDEX);
    }
  });

  it('gives a story its title, a plain-text excerpt and its cover (or first photo) as the image', async () => {
    const author = await createTraveller(app);
    const [story] = await app.db
      .insert(stories)
      .values({ userId: author.user.id, title: `Gorillas & me ${tag}`, destination: 'Rwanda', tripDate: '2025-01-01', tripType: 'Adventure', content: '**Misty** mornings in the [forest](https://x.example).' })
      .returning();
    // The gallery's order, not the rows': and photos' ids unlike the story's, so neither can match by chance.
    await app.db.insert(storyMedia).values([
      { storyId: story!.id, url: '/uploads/forest.webp', position: 1 },
      { storyId: story!.id, url: '/uploads/gorilla.webp', position: 0 },
    ]);
    const html = (await page(`/stories/${story!.id}`)).body;
    expect(metaContent(html, 'og:title')).toEqual([`Gorillas & me ${tag} – Mystery Trips`]);
    expect(metaContent(html, 'og:description')).toEqual(['Misty mornings in the forest.']);
    expect(metaContent(html, 'og:image')).toEqual([`${PUBLIC_URL}/uploads/gorilla.webp`]);
    expect(metaContent(html, 'og:url')).toEqual([`${PUBLIC_URL}/stories/${story!.id}`]);
  });

  it('gives a partner page the company name, description and logo', async () => {
    const partner = await createPartner(app);
    const [row] = await app.db
      .update(partners)
      .set({ companyDescription: 'Walking safaris <em>since</em> 1998.', logoUrl: 'https://cdn.example.com/logo.png', subscriptionStatus: 'active' })
      .where(eq(partners.userId, partner.user.id))
      .returning();
    const html = (await page(`/partners/${row!.slug}`)).body;
    expect(metaContent(html, 'og:title')).toEqual([`${row!.companyName} – Mystery Trips`]);
    expect(metaContent(html, 'og:description')).toEqual(['Walking safaris <em>since</em> 1998.']);
    expect(html).not.toContain('<em>since</em>');
    expect(metaContent(html, 'og:image')).toEqual(['https://cdn.example.com/logo.png']);
    expect(metaContent(html, 'og:type')).toEqual(['website']);
    // The page's own tags do not cost it the links that fetch its code early (plugins/route-preloads.ts).
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${PARTNER_CHUNK}">`);
  });

  it.each(['past_due', 'canceled', null] as const)('keeps the default tags for a partner whose subscription is %s (no public page)', async (status) => {
    const partner = await createPartner(app);
    const [row] = await app.db
      .update(partners)
      .set({ companyDescription: 'Hidden from the catalogue.', subscriptionStatus: status })
      .where(eq(partners.userId, partner.user.id))
      .returning();
    const html = (await page(`/partners/${row!.slug}`)).body;
    expect(metaContent(html, 'og:title')).toEqual(['Default OG title']);
    expect(html).not.toContain(row!.companyName);
  });

  it('leaves /api paths alone: JSON answers and JSON 404s, never the HTML page', async () => {
    const list = await page('/api/blog');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/json');
    const missing = await page('/api/blog-nothing/lions');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('not found');
  });

  it('answers a malformed percent-encoding with a 400 message, not a page or a 500', async () => {
    const res = await page('/blog/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('cuts long descriptions at a word and strips markdown markers', () => {
    expect(summarize('## Heading\n> quoted *bold* text')).toBe('Heading quoted bold text');
    const text = `${'word '.repeat(60)}end`;
    const out = summarize(text);
    expect(out.length).toBeLessThanOrEqual(200);
    expect(out.endsWith('word…')).toBe(true);
  });
});
