/**
 * Issue 20: no console warnings or errors on any public page, on a first load or after the page has
 * settled (a warning the router prints on every load, a failed request, a React key warning...).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';

const api = createApi();
const browser = useBrowser();
const pages = ['/', '/featured-services', '/service-discovery', '/stories', '/blog', '/about', '/pricing', '/contact', '/terms', '/privacy-policy', '/partner-terms', '/login', '/register', '/partner-register'];

beforeAll(async () => {
  const { body: search } = await api.request<{ services: { partner_slug: string | null }[] }>('GET', '/services/search');
  const { body: blog } = await api.request<{ data: { posts: { slug: string }[] } }>('GET', '/blog');
  const { body: stories } = await api.request<{ data: { stories: { id: number }[] } }>('GET', '/stories');
  const partner = search.services.find((s) => s.partner_slug)?.partner_slug;
  if (!partner || !blog.data.posts[0] || !stories.data.stories[0]) throw new Error('the demo data has no partner, blog post or story to open');
  pages.push(`/partners/${partner}`, `/blog/${blog.data.posts[0].slug}`, `/stories/${stories.data.stories[0].id}`);
});

describe('console', () => {
  it('stays quiet on every public page, on a phone and on a desktop', async () => {
    for (const mobile of [true, false]) {
      const page = await browser.newPage({ mobile });
      const said: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') said.push(`${m.type()}: ${m.text()}`);
      });
      for (const path of pages) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        expect(said, `${path} (${mobile ? 'phone' : 'desktop'})`).toEqual([]);
        expect(browser.pageErrors(page), path).toEqual([]);
      }
    }
  });
});
