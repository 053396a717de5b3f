import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeResponsive, storedKeysOf, storeResponsive } from './responsive-variants';
import { LocalDiskStore, type MediaStore } from './media-store';

const dir = mkdtempSync(path.join(tmpdir(), 'mt-variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } }).png();

describe('storedKeysOf', () => {
  it('names the main image and every width its size implies', () => {
    expect(storedKeysOf('/uploads/blog/ab12-1000x500.webp')).toEqual([
      'blog/ab12-1000x500.webp',
      'blog/ab12-1000x500-320w.webp',
      'blog/ab12-1000x500-640w.webp',
      'blog/ab12-1000x500-960w.webp',
    ]);
  });

  it('names the thumbnail of an image stored before sizes were recorded, and nothing for external links', () => {
    expect(storedKeysOf('/uploads/blog/ab12.webp')).toEqual(['blog/ab12.webp', 'blog/ab12-thumb.webp']);
    expect(storedKeysOf('https://cdn.example/x-1000x500.webp')).toEqual([]);
  });
});

describe('storeResponsive', () => {
  it('writes exactly the files storedKeysOf names for its URL', async () => {
    const store = LocalDiskStore.forDataDir(dir);
    const stored = await storeResponsive(store, await encodeResponsive(sharp(await picture(700, 350).toBuffer())), 'services');
    expect(stored.url).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}-700x350\.webp$/);
    expect(stored.keys.sort()).toEqual(storedKeysOf(stored.url).sort());
    for (const key of stored.keys) expect(existsSync(path.join(store.root, key))).toBe(true);
  });

  it('removes what it wrote when a later write fails', async () => {
    const written = new Set<string>();
    let puts = 0;
    const failing: MediaStore = {
      put: async (key) => {
        if (++puts === 3) throw new Error('disk full');
        written.add(key);
        return `/uploads/${key}`;
      },
      delete: async (key) => void written.delete(key),
      stat: async () => null,
      open: async () => null,
    };
    const encoded = await encodeResponsive(sharp(await picture(1000, 500).toBuffer()));
    await expect(storeResponsive(failing, encoded, 'stories')).rejects.toThrow('disk full');
    expect(puts).toBe(3);
    expect([...written]).toEqual([]);
  });
});
