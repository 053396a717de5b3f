/**
 * Issue 20: at most 120 KB of JavaScript on the wire for the first load of the four landing pages of the issue,
 * on a phone. Counted as Lighthouse counts it (`npm run bench:web`): the bytes each script response took on
 * the wire, headers included, until the page has settled. A size, not a time: the same build gives the same
 * figure on any machine.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const browser = useBrowser();

const BUDGET = 120 * 1024;
/** Lighthouse's phone (Moto G Power): what is below its first screen is not part of the first load. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

describe('first-load JavaScript budget', () => {
  it.each(['/', '/service-discovery', '/stories', '/login'])('%s loads at most 120 KB of JavaScript on a phone', async (path) => {
    const page = await browser.newPage({ mobile: true, viewport: LIGHTHOUSE_PHONE });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const total = [...scripts].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total, `${path}: ${total} bytes of JavaScript`).toBeLessThanOrEqual(BUDGET);
  });
});
