/**
 * Issue 22: the admin's pages share the site's width and margins, their tables fit at 1280 px with no
 * button cut short (the Preferences table used to be wider than its box, its buttons reading "View",
 * "Create", "View/Man…"), and nothing runs off a phone screen.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminPreferenceTexts } from '@mt/shared';
import { createApi } from './support/api';
import { DESKTOP, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';

const api = createApi();
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

const TABS = ['overview', 'preferences', 'partners', 'services', 'reviews', 'commission', 'blog'] as const;

/** Every admin page: the dashboard's tabs and the pages reached from it. */
async function adminPages(): Promise<string[]> {
  const { token } = await api.admin();
  const prefs = (await api.request<{ preferences: { id: number; status: string }[] }>('GET', '/admin/preferences', { token })).body.preferences;
  const trips = (await api.request<{ trips: { id: number }[] }>('GET', '/admin/trips', { token })).body.trips;
  const fresh = prefs.find((p) => p.status === 'new')!;
  const proposed = prefs.find((p) => p.status !== 'new')!;
  return [
    ...TABS.map((tab) => `/admin/dashboard?tab=${tab}`),
    '/admin/trips',
    `/admin/trip/${trips[0]!.id}`,
    '/admin/contact-messages',
    `/admin/create-trip/${fresh.id}`,
    `/admin/create-trip/${proposed.id}`,
  ];
}

interface Layout {
  /** Visible tables wider than the box that holds them. */
  wideTables: string[];
  /** Buttons and links whose text does not fit inside them. */
  clipped: string[];
  /** Left edge and width of the page's content and of the site header's. */
  content: { left: number; width: number };
  header: { left: number; width: number };
  overflow: number;
  buttonsInTables: number;
}

const measure = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    // Charts' data tables are for screen readers only (sr-only): they have no box to fit.
    const visible = (e: Element) => (e as HTMLElement).offsetParent !== null && !e.closest('.sr-only') && e.getBoundingClientRect().width > 1;
    const main = document.querySelector('main')!;
    const tables = [...main.querySelectorAll('table')].filter(visible);
    const wideTables = tables
      .filter((t) => t.offsetWidth > t.parentElement!.clientWidth + 1)
      .map((t) => `${t.querySelector('caption')?.textContent ?? 'table'}: ${t.offsetWidth} px in ${t.parentElement!.clientWidth} px`);
    const clipped = [...main.querySelectorAll('button, a')]
      .filter(visible)
      .filter((b) => b.scrollWidth > b.clientWidth + 1)
      .map((b) => `"${b.textContent?.trim()}": ${b.scrollWidth} px of text in ${b.clientWidth} px`);
    // The page's own wrapper: the first element of main that holds the h1.
    const h1 = main.querySelector('h1')!;
    let wrapper = h1.parentElement!;
    while (wrapper.parentElement && wrapper.parentElement !== main && getComputedStyle(wrapper).maxWidth === 'none') wrapper = wrapper.parentElement;
    const headerBox = document.querySelector('header [class*="max-w-"]')!;
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      return { left: Math.round(r.left + parseFloat(style.paddingLeft)), width: Math.round(r.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) };
    };
    return {
      wideTables,
      clipped,
      content: box(wrapper),
      header: box(headerBox),
      // Against the layout viewport: a phone browser would zoom out to show what overflows, hiding it from innerWidth.
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      buttonsInTables: tables.reduce((n, t) => n + t.querySelectorAll('button, a').length, 0),
    };
  });

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // The tab's data, then a frame for layout.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

describe('admin pages at the site width (issue 22)', () => {
  it('fit every table and every button at 1280 px, inside the margins of the public pages', async () => {
    const page = await browser.newPage({ session: await api.admin(), viewport: DESKTOP });
    for (const path of await adminPages()) {
      await open(page, path);
      const layout = await measure(page);
      expect({ path, wideTables: layout.wideTables, clipped: layout.clipped }).toEqual({ path, wideTables: [], clipped: [] });
      expect({ path, content: layout.content }).toEqual({ path, content: layout.header });
      expect({ path, overflow: layout.overflow }).toEqual({ path, overflow: 0 });
    }
  });

  it("shows the Preferences table's actions whole, every label inside its button", async () => {
    const page = await browser.newPage({ session: await api.admin(), viewport: DESKTOP });
    await open(page, '/admin/dashboard?tab=preferences');
    const table = page.getByRole('table', { name: adminPreferenceTexts.title });
    await table.waitFor();
    const layout = await measure(page);
    // Every row has its two actions, so the check below measured them.
    expect(layout.buttonsInTables).toBeGreaterThanOrEqual(2 * (await table.locator('tbody tr').count()));
    expect(layout.wideTables).toEqual([]);
    expect(layout.clipped).toEqual([]);
    const actions = table.getByRole('link', { name: /preference #/ }).or(table.getByRole('button', { name: /preference #/ }));
    for (const action of await actions.all()) {
      const box = await action.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right, edge: el.closest('table')!.parentElement!.getBoundingClientRect().right }));
      expect(box.scroll).toBeLessThanOrEqual(box.client);
      expect(box.right).toBeLessThanOrEqual(box.edge);
    }
    await saveScreenshot(page, 'admin-layout--preferences-1280');
  });

  it('keeps every admin page on a 390 px phone screen', async () => {
    const page = await browser.newPage({ session: await api.admin(), viewport: PHONE });
    for (const path of await adminPages()) {
      await open(page, path);
      const layout = await measure(page);
      expect({ path, overflow: layout.overflow, clipped: layout.clipped }).toEqual({ path, overflow: 0, clipped: [] });
    }
    await saveScreenshot(page, 'admin-layout--create-trip-390');
  });
});
