/**
 * Accessibility (WCAG 2 A/AA by axe) and phone layout of every catalogue page, with the demo's own data:
 * a partner page, a story with photos, a blog post, and a filled trip plan. Each page is also
 * photographed for people to look at (e2e/artifacts/screens-{desktop,mobile}-catalogue-*.png).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApi } from './support/api';
import { useBrowser, type NewPageOptions } from './support/browser';
import { busiestPartner } from './support/catalogue';
import { openAndSettle } from './support/public-pages';
import { artifactName, saveScreenshot } from './support/screenshots';

const api = createApi();
const browser = useBrowser();
const BLOCKING = new Set(['serious', 'critical']);

interface Target {
  name: string;
  path: string;
  localStorage?: Record<string, string>;
}
const targets: Target[] = [];

beforeAll(async () => {
  const partner = await busiestPartner(api);
  const stories = (await api.request<{ data: { stories: { id: number; media_gallery: string[] }[] } }>('GET', '/stories?limit=50')).body.data.stories;
  const withPhotos = [...stories].sort((a, b) => b.media_gallery.length - a.media_gallery.length)[0];
  const posts = (await api.request<{ data: { posts: { slug: string }[] } }>('GET', '/blog')).body.data.posts;
  if (!withPhotos || !posts[0]) throw new Error('The demo seed should hold stories and blog posts.');
  // A full plan as the trip plan store keeps it (localStorage 'trip-plan-v1').
  const plan = {
    state: {
      items: partner.services.slice(0, 3).map((s) => ({
        id: s.id,
        name: s.name,
        type: s.type,
        base_price: null,
        currency: 'USD',
        location_details: null,
        image_url: null,
        partner_slug: s.partner_slug,
        partner_name: s.company_name,
      })),
      startDate: '',
      endDate: '',
      groupSize: 2,
      notes: '',
    },
    version: 1,
  };
  targets.push(
    { name: 'featured-services', path: '/featured-services' },
    { name: 'service-discovery', path: '/service-discovery' },
    { name: 'partner', path: `/partners/${partner.slug}` },
    // Filled, so axe sees the list and the Trip Details form (the empty state is in the journey).
    { name: 'plan-trip', path: '/plan-trip', localStorage: { 'trip-plan-v1': JSON.stringify(plan) } },
    { name: 'stories', path: '/stories' },
    { name: 'story', path: `/stories/${withPhotos.id}` },
    { name: 'blog', path: '/blog' },
    { name: 'blog-post', path: `/blog/${posts[0].slug}` },
  );
});

/** The targets are known only once beforeAll has asked the API, so tests loop over names. */
const NAMES = ['featured-services', 'service-discovery', 'partner', 'plan-trip', 'stories', 'story', 'blog', 'blog-post'];
const target = (name: string) => {
  const t = targets.find((x) => x.name === name);
  if (!t) throw new Error(`no catalogue page named ${name}`);
  return t;
};

async function open(name: string, options: NewPageOptions): Promise<Page> {
  const t = target(name);
  const page = await browser.newPage({ ...options, localStorage: t.localStorage });
  // Still pages: the slideshow waits for Play, so a photograph shows what axe saw.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAndSettle(page, t.path);
  return page;
}

describe('axe: no serious or critical WCAG 2 A/AA violations on the catalogue pages', () => {
  it.each(NAMES)('%s', async (name) => {
    const page = await open(name, {});
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    await saveScreenshot(page, artifactName('screens', 'desktop', 'catalogue', name));
    const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    const report = blocking
      .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.slice(0, 6).map((n) => `    at ${n.target.join(' ')}`).join('\n')}`)
      .join('\n');
    expect(blocking.length, `${target(name).path} has serious/critical axe violations:\n${report}`).toBe(0);
  });
});

describe('no horizontal scroll on a 390 px phone', () => {
  it.each(NAMES)('%s', async (name) => {
    const page = await open(name, { viewport: { width: 390, height: 844 }, mobile: true });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    // The first screen is what a phone shows; whole long pages at 2x are slow to photograph.
    await saveScreenshot(page, artifactName('screens', 'mobile', 'catalogue', name), { fullPage: false });
    expect(scrollWidth, `${target(name).path} scrolls sideways at 390 px`).toBeLessThanOrEqual(clientWidth + 1);
  });
});
