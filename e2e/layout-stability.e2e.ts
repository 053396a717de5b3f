/**
 * Issue 20: nothing on a public page moves once it is shown (Lighthouse's CLS ≤ 0.05). Sums the layout
 * shifts Chromium records from the start of the load until the page has settled, on a phone and a desktop:
 * a notice that pushes the results down, a list that pushes a box below it, a picture without its size.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';

const browser = useBrowser();

/** The layout shifts of the page so far (buffered: from the start of the load), without those right after input. */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
          const shifts = (list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput);
          const moved = shifts.flatMap((e) => (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80) : String(s.node?.nodeName))));
          resolve({ total: shifts.reduce((sum, e) => sum + e.value, 0), moved });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called; answer after a frame.
        requestAnimationFrame(() => setTimeout(() => resolve({ total: 0, moved: [] }), 50));
      }),
  );
}

describe('layout stability', () => {
  it.each([
    // Its 'Search Complete' notice comes with the results and goes 5 s later: neither may move them.
    ['/service-discovery', 'Search Complete'],
    ['/stories', null],
  ] as const)('%s does not move once shown', async (path, notice) => {
    for (const mobile of [true, false]) {
      const page = await browser.newPage({ mobile });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      if (notice) {
        await page.getByText(notice).waitFor();
        await page.getByText(notice).waitFor({ state: 'hidden', timeout: 10_000 });
      }
      const { total, moved } = await layoutShift(page);
      expect(total, `${path} (${mobile ? 'phone' : 'desktop'}) moved: ${moved.join(', ')}`).toBeLessThanOrEqual(0.05);
      await page.close();
    }
  });
});
