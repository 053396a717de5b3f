import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { saveImage } from './image-pipeline';
import { LocalDiskStore, assertSafeKey, keyFromMediaUrl } from './media-store';

const dir = mkdtempSync(path.join(tmpdir(), 'mt-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('LocalDiskStore', () => {
  const store = LocalDiskStore.forDataDir(dir);

  it('writes under DATA_DIR/uploads and answers the public path', async () => {
    const url = await store.put('services/abc.webp', Buffer.from('x'), 'image/webp');
    expect(url).toBe('/uploads/services/abc.webp');
    expect(readFileSync(path.join(dir, 'uploads/services/abc.webp'), 'utf8')).toBe('x');
    await store.delete('services/abc.webp');
    expect(existsSync(path.join(dir, 'uploads/services/abc.webp'))).toBe(false);
    await store.delete('services/abc.webp'); // missing: no error
  });

  it.each(['../x', 'a/../../x', '..', '/etc/passwd', 'a\\..\\b', '.hidden', 'a//b', '', 'a/./b', 'x\0y'])('refuses the key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe media key/);
    await expect(store.delete(key)).rejects.toThrow(/Unsafe media key/);
  });

  it('maps our URLs back to keys and nothing else', () => {
    expect(keyFromMediaUrl('/uploads/blog/a.webp')).toBe('blog/a.webp');
    expect(keyFromMediaUrl('/uploads/../secret')).toBeNull();
    expect(keyFromMediaUrl('https://cdn.example/x.webp')).toBeNull();
    expect(() => assertSafeKey('stories/0b6f-thumb.webp')).not.toThrow();
  });
});

describe('saveImage', () => {
  it('stores a main image named with its size and its smaller widths beside it, under random keys', async () => {
    const store = LocalDiskStore.forDataDir(dir);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#246' } }).png().toBuffer();
    const a = await saveImage(store, png, 'stories');
    const b = await saveImage(store, png, 'stories');
    expect(a.url).toMatch(/^\/uploads\/stories\/[0-9a-f-]{36}-900x600\.webp$/);
    expect([a.width, a.height]).toEqual([900, 600]);
    expect(a.url).not.toBe(b.url);
    const stem = path.basename(a.url, '.webp');
    const folder = path.join(dir, 'uploads', 'stories');
    const files = readdirSync(folder).filter((f) => f.startsWith(stem));
    expect(files.sort()).toEqual([`${stem}-320w.webp`, `${stem}-640w.webp`, `${stem}.webp`].sort());
    expect((await sharp(path.join(folder, `${stem}-640w.webp`)).metadata()).width).toBe(640);
  });
});
