import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { RangeNotSatisfiableError } from './byte-range';
import { LocalDiskStore, type MediaStore } from './media-store';
import { encodeResponsive, storedKeysOf, storeResponsive } from './responsive-variants';
import { S3Store } from './s3-store';

/**
 * One set of cases for every MediaStore (decision 0043): what the app relies on (uploads, responsive widths,
 * deletes, serving) must hold the same on local disk and in a bucket. The bucket is a real S3-protocol server.
 */
interface Harness {
  store: MediaStore;
  close(): Promise<void>;
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mt-store-contract-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const harnesses: [string, () => Promise<Harness>][] = [
  ['LocalDiskStore', async () => ({ store: LocalDiskStore.forDataDir(tempDir()), close: async () => undefined })],
  [
    'S3Store (s3rver)',
    async () => {
      const server: TestS3Server = await startS3Server();
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32), ...server.env });
      const store = S3Store.fromSettings(config.s3!);
      return {
        store,
        close: async () => {
          store.close();
          await server.close();
        },
      };
    },
  ],
];

const text = (s: string) => Buffer.from(s, 'latin1');

describe.each(harnesses)('%s', (_name, start) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(() => h.close());

  it('stores bytes under a key, answers its /uploads/ path, and gives the same bytes and size back', async () => {
    const data = text('0123456789abcdef');
    expect(await h.store.put('services/put-get.webp', data, 'image/webp')).toBe('/uploads/services/put-get.webp');
    const read = await h.store.open('services/put-get.webp');
    expect(read).not.toBeNull();
    expect(read!.size).toBe(16);
    expect(read!.range).toBeNull();
    expect(read!.lastModified.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(await buffer(read!.body)).toEqual(data);
    const stat = await h.store.stat('services/put-get.webp');
    expect(stat?.size).toBe(16);
  });

  it('answers null for a missing key, and for a folder that only holds objects', async () => {
    await h.store.put('blog/in-a-folder.webp', text('x'), 'image/webp');
    for (const key of ['blog/nothing-here.webp', 'nothing/at-all.webp', 'blog']) {
      expect(await h.store.stat(key), key).toBeNull();
      expect(await h.store.open(key), key).toBeNull();
    }
  });

  it('reads one byte range: closed, open-ended, the last bytes, and refuses a range past the end', async () => {
    await h.store.put('stories/ranges.webp', text('0123456789'), 'image/webp');
    const read = async (range: Parameters<MediaStore['open']>[1]) => {
      const r = await h.store.open('stories/ranges.webp', range);
      return { range: r!.range, size: r!.size, bytes: (await buffer(r!.body)).toString('latin1') };
    };
    expect(await read({ start: 2, end: 4 })).toEqual({ range: { start: 2, end: 4 }, size: 10, bytes: '234' });
    expect(await read({ start: 7 })).toEqual({ range: { start: 7, end: 9 }, size: 10, bytes: '789' });
    expect(await read({ start: 8, end: 50 })).toEqual({ range: { start: 8, end: 9 }, size: 10, bytes: '89' });
    expect(await read({ suffix: 3 })).toEqual({ range: { start: 7, end: 9 }, size: 10, bytes: '789' });
    expect(await read({ suffix: 30 })).toEqual({ range: { start: 0, end: 9 }, size: 10, bytes: '0123456789' });
    const past = h.store.open('stories/ranges.webp', { start: 10 });
    await expect(past).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    await expect(past).rejects.toMatchObject({ size: 10 });
    expect(await h.store.open('stories/no-such-file.webp', { start: 0, end: 1 })).toBeNull();
    expect(await h.store.open('stories/no-such-file.webp', { suffix: 1 })).toBeNull();
  });

  it('replaces an object written again under the same key', async () => {
    await h.store.put('avatars/again.webp', text('first'), 'image/webp');
    await h.store.put('avatars/again.webp', text('second!'), 'image/webp');
    expect((await buffer((await h.store.open('avatars/again.webp'))!.body)).toString()).toBe('second!');
  });

  it('deletes an object, and deleting a missing one is no error', async () => {
    await h.store.put('partners/gone.webp', text('x'), 'image/webp');
    await h.store.delete('partners/gone.webp');
    expect(await h.store.stat('partners/gone.webp')).toBeNull();
    expect(await h.store.open('partners/gone.webp')).toBeNull();
    await expect(h.store.delete('partners/gone.webp')).resolves.toBeUndefined();
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', 'a\\..\\b', '.hidden', 'a//b', '', 'x\0y'])('refuses the key %j on every method', async (key) => {
    await expect(h.store.put(key, text('x'), 'image/webp')).rejects.toThrow(/Unsafe media key/);
    await expect(h.store.delete(key)).rejects.toThrow(/Unsafe media key/);
    await expect(h.store.stat(key)).rejects.toThrow(/Unsafe media key/);
    await expect(h.store.open(key)).rejects.toThrow(/Unsafe media key/);
  });

  it('holds a picture and its responsive widths, and lets them all be deleted by their URL', async () => {
    const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const stored = await storeResponsive(h.store, await encodeResponsive(sharp(png)), 'services');
    expect(stored.url).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}-700x350\.webp$/);
    const keys = storedKeysOf(stored.url);
    expect(stored.keys.sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const read = await h.store.open(key);
      const meta = await sharp(await buffer(read!.body)).metadata();
      expect(meta.format, key).toBe('webp');
      expect(meta.width, key).toBe(Number(/-(\d+)w\.webp$/.exec(key)?.[1] ?? 700));
    }
    for (const key of keys) await h.store.delete(key);
    for (const key of keys) expect(await h.store.stat(key), key).toBeNull();
  });
});
