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
    const scripts = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, new URL(event.response.url).pathname);
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const files = [...scripts].map(([id, file]) => ({ file, bytes: bytes.get(id) ?? 0 }));
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    expect(files.length).toBeGreaterThan(0);
    // The files with their sizes in the message: an overrun says at once which file grew.
    const detail = files.map((f) => `${f.file} ${f.bytes}`).join(', ');
    expect(total, `${path}: ${total} bytes of JavaScript (${detail})`).toBeLessThanOrEqual(BUDGET);
  });
});
