import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { describeImage, variantName } from '@mt/shared';
import { LocalDiskStore } from '../modules/media/media-store';
import { generateDemoImages, removeDemoImages } from './images';

const dir = mkdtempSync(path.join(tmpdir(), 'mt-seed-img-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo pictures', () => {
  it('are stored like uploads: a sized main image with its smaller widths, all removed together', async () => {
    const store = LocalDiskStore.forDataDir(dir);
    const images = await generateDemoImages(store, {
      partners: [],
      travellers: [],
      services: [{ key: 'crater', name: 'Crater Day Trip', type: 'tour' }],
      stories: [],
      blog: [],
    });
    const url = images.services.crater ?? '';
    const described = describeImage(url);
    expect(described?.width).toBeGreaterThan(960);
    expect(described?.srcset).toContain('320w');
    const file = (u: string) => path.join(store.root, u.replace('/uploads/', ''));
    const meta = await sharp(file(url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', described?.width, described?.height]);
    for (const w of [320, 640, 960]) expect((await sharp(file(variantName(url, w))).metadata()).width).toBe(w);
    expect(images.keys).toHaveLength(4);

    await removeDemoImages(store, images);
    expect(images.keys.some((key) => existsSync(path.join(store.root, key)))).toBe(false);
  });
});
