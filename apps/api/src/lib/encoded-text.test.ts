import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AcceptEncodingAnswers, COMPRESS_ON_LOOP_MAX_BYTES, EncodedText, KEPT_ACCEPT_ENCODINGS } from './encoded-text';

const HTML = `<!doctype html><html><body>${'<p>A surprise trip to somewhere warm.</p>'.repeat(40)}</body></html>`;

describe('EncodedText', () => {
  it('chooses brotli, else gzip, else nothing, as the request accepts them', () => {
    const page = new EncodedText(HTML);
    expect(page.encodingFor('gzip, deflate, br')).toBe('br');
    expect(page.encodingFor('GZIP, deflate')).toBe('gzip');
    expect(page.encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(page.encodingFor('x-gzip')).toBe('gzip');
    expect(page.encodingFor('*')).toBe('gzip');
    expect(page.encodingFor('deflate')).toBe('identity');
    expect(page.encodingFor('identity')).toBe('identity');
    expect(page.encodingFor(undefined)).toBe('identity');
  });

  it('sends a page under 1 KB as it is', () => {
    expect(new EncodedText('<p>short</p>').encodingFor('br')).toBe('identity');
  });

  it('each body decodes to the page, and is made once', async () => {
    const page = new EncodedText(HTML);
    const br = await page.body('br');
    expect(br.length).toBeLessThan(HTML.length / 4);
    expect(brotliDecompressSync(br).toString()).toBe(HTML);
    expect(gunzipSync(await page.body('gzip')).toString()).toBe(HTML);
    expect((await page.body('identity')).toString()).toBe(HTML);
    expect(await page.body('br')).toBe(br);
    // Asked for again while it is made: the same promise, so one compression.
    const fresh = new EncodedText(HTML);
    expect(fresh.body('gzip')).toBe(fresh.body('gzip'));
  });

  it('compresses off the event loop: other work goes on while a body is made', async () => {
    // About 1 MB that does not shrink to nothing: tens of milliseconds of brotli.
    const text = Array.from({ length: 40_000 }, (_, i) => `<p data-i="${i}">${(i * 2_654_435_761) % 1_000_003}</p>`).join('');
    const order: string[] = [];
    const made = new EncodedText(text).body('br').then(() => order.push('compressed'));
    setImmediate(() => order.push('other work'));
    await made;
    expect(order).toEqual(['other work', 'compressed']);
  });

  /** Which of a text's compression and work scheduled after it (setImmediate) comes first. */
  async function firstOf(text: string, encoding: 'br' | 'gzip'): Promise<string[]> {
    const order: string[] = [];
    const made = new EncodedText(text).body(encoding).then(() => order.push('compressed'));
    setImmediate(() => order.push('other work'));
    await made;
    return order;
  }

  it('compresses a page in the same turn: a page or answer made afresh is not sent a turn of the busy event loop later', async () => {
    // About a partner's page, the longest the catalogue paints (~60 KB).
    const page = `<!doctype html><html><body>${'<p>A surprise trip to somewhere warm.</p>'.repeat(1_500)}</body></html>`;
    expect(Buffer.byteLength(page)).toBeGreaterThan(60_000);
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(COMPRESS_ON_LOOP_MAX_BYTES);
    for (const text of [HTML, page]) {
      for (const encoding of ['br', 'gzip'] as const) expect(await firstOf(text, encoding), `${encoding} of ${text.length}`).toEqual(['compressed']);
    }
  });

  it('compresses a longer text on the thread pool: the event loop is not held for it', async () => {
    const long = `<!doctype html><html><body>${'<p>A surprise trip to somewhere warm.</p>'.repeat(3_000)}</body></html>`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(COMPRESS_ON_LOOP_MAX_BYTES);
    for (const encoding of ['br', 'gzip'] as const) expect(await firstOf(long, encoding), encoding).toEqual(['other work', 'compressed']);
  });

  it('keeps a bounded number of Accept-Encoding answers: a client inventing values cannot grow them', () => {
    const answers = new AcceptEncodingAnswers();
    for (let i = 0; i < KEPT_ACCEPT_ENCODINGS * 10; i++) answers.set(`gzip;q=0.${i}`, 'gzip');
    expect(answers.size).toBe(KEPT_ACCEPT_ENCODINGS);
    // The newest stay, the oldest went.
    expect(answers.has(`gzip;q=0.${KEPT_ACCEPT_ENCODINGS * 10 - 1}`)).toBe(true);
    expect(answers.has('gzip;q=0.0')).toBe(false);
    // And pages still answer right for a header never seen before.
    expect(new EncodedText(HTML).encodingFor('br;q=0.5, gzip;q=0.4, invented-1')).toBe('br');
  });
});
