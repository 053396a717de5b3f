/**
 * Decision 0028: a guest's page arrives painted by the server, and the browser takes that markup over rather
 * than build it again; a signed-in visitor's page is painted by the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { featuredSnippetTexts } from '@mt/shared';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';
import { REPO_ROOT } from './support/paths';

/** Whether React has taken the element over (hydrated it): React keeps its own properties on the elements it runs. */
const takenOver = (selector: string) => {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
};
const TERMS_LINK = 'footer a[href="/terms"]';

const api = createApi();
const browser = useBrowser();

/** Marks the page's main element as it arrived, before any script ran, to find it again once the app is running. */
async function markServerMain(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('main')?.setAttribute('data-from-server', '');
    });
  });
}

describe('server paint', () => {
  it('is made by React’s production build, though `npm start` (this server) leaves NODE_ENV unset', () => {
    // React's packages choose their development or production build from process.env.NODE_ENV as they load; the
    // server's bundle must have made that choice already (apps/web/vite.config.ts). The development build paints
    // a page with about 1.6 times the CPU.
    const dir = path.join(REPO_ROOT, 'apps', 'web', 'dist-ssr');
    const files = readdirSync(dir, { recursive: true }).map(String).filter((file) => file.endsWith('.js'));
    expect(files).toContain('entry-server.js');
    expect(files.filter((file) => readFileSync(path.join(dir, file), 'utf8').includes('process.env.NODE_ENV'))).toEqual([]);
  });

  it.each(['/', '/service-discovery', '/stories', '/login'])('%s comes painted and the browser takes it over as it is', async (path) => {
    const page = await browser.newPage({ mobile: true });
    await markServerMain(page);
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const html = (await response!.text()).replace(/\s+/g, ' ');
    expect(html).toMatch(/<div id="root"><.*<main/);
    const title = await page.locator('main h1').first().textContent();
    expect(html).toContain(title!.replace(/[&<>]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[c]};`));
    // The same element: hydrated, not replaced. And the app runs: a link click navigates without a reload.
    expect(await page.locator('main[data-from-server]').count()).toBe(1);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The footer is taken over as it comes into view (part-when-visible.tsx); then its links navigate in the app.
    const terms = page.locator(TERMS_LINK);
    await terms.scrollIntoViewIfNeeded();
    await page.waitForFunction(takenOver, TERMS_LINK);
    await terms.click();
    await page.waitForURL('**/terms');
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(browser.pageErrors(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('on a phone, the parts below the first screen come painted, and their code loads only as they come into view', async () => {
    const page = await browser.newPage({ mobile: true });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    const html = await response!.text();
    for (const text of ['Why Choose Mystery Trips', featuredSnippetTexts.snippetTitle, 'Become a Partner', 'Payment methods']) expect(html).toContain(text);
    const below = /\/assets\/(footer|home-lower-sections|home-featured-services|catalogue)-/;
    expect(scripts.filter((s) => below.test(s))).toEqual([]);
    expect(await page.evaluate(takenOver, TERMS_LINK)).toBe(false);

    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForFunction(takenOver, TERMS_LINK);
    // Each part in turn, as a reader scrolling up would meet them (a jump to one can leave the next far away).
    await page.getByRole('heading', { name: featuredSnippetTexts.snippetTitle }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Why Choose Mystery Trips' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => below.test(s)).length).toBeGreaterThanOrEqual(3);
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('a signed-in visitor gets the page to paint in the browser, and sees their own header', async () => {
    const traveller = await api.registerTraveller();
    const page = await browser.newPage({ session: traveller });
    const response = await page.goto('/stories', { waitUntil: 'networkidle' });
    expect(await response!.text()).toContain('<div id="root"></div>');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
  });
});
