/**
 * Decision 0028: a guest's page arrives painted by the server, and the browser takes that markup over rather
 * than build it again; a signed-in visitor's page is painted by the browser.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';

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
    await page.locator('footer a[href="/terms"]').click();
    await page.waitForURL('**/terms');
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(browser.pageErrors(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
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
