/** Accessibility (WCAG 2 A/AA by axe) and small-screen layout of every public page. */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { MOBILE, useBrowser } from './support/browser';
import { openAndSettle, PUBLIC_PAGES } from './support/public-pages';

const browser = useBrowser();
const BLOCKING = new Set(['serious', 'critical']);

describe('axe: no serious or critical WCAG 2 A/AA violations', () => {
  it.each(PUBLIC_PAGES)('%s', async (path) => {
    const page = await browser.newPage();
    await openAndSettle(page, path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    const report = blocking
      .map(
        (v) =>
          `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes
            .slice(0, 8)
            .map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
            .join('\n'),
      )
      .join('\n');
    expect(blocking.length, `${path} has ${blocking.length} serious/critical axe violation(s):\n${report}`).toBe(0);
  });
});

describe(`no horizontal scroll at ${MOBILE.width}x${MOBILE.height}`, () => {
  it.each(PUBLIC_PAGES)('%s', async (path) => {
    const page = await browser.newPage({ mobile: true });
    await openAndSettle(page, path);
    const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
      const root = document.documentElement;
      // The element reaching furthest right, to make a failure actionable.
      let widest = '';
      let right = root.clientWidth + 1;
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > right) {
          right = r.right;
          const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
          widest = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''}> right edge ${Math.round(r.right)}px`;
        }
      }
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
    });
    expect(scrollWidth, `${path} scrolls sideways (scrollWidth ${scrollWidth} > clientWidth ${clientWidth}); widest: ${widest}`).toBeLessThanOrEqual(
      clientWidth + 1,
    );
  });
});
