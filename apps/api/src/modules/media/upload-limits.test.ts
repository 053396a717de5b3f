import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts } from '@mt/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, type Person } from '../../test/factories';
import { imagePart, png } from '../../test/multipart';
import { storedStoryFiles, uploadMedia } from '../stories/testing/story-fixtures';
import { LocalDiskStore } from './media-store';
import { assertPixelBudget } from './read-multipart';

/** Issue 21: what one upload request may cost, and what interrupted writes leave behind. */
describe('the pixels of one upload request', () => {
  let t: TestApp;
  let me: Person;
  beforeAll(async () => {
    // A cap of 1 megapixel, so small test images pass it: 800 x 800 is 0.64 MP.
    t = await buildTestApp({ env: { UPLOAD_MAX_REQUEST_MEGAPIXELS: '1' } });
    me = await createTraveller(t.app);
  });
  afterAll(() => t.close());

  it('takes images whose pixels together stay under the cap', async () => {
    const res = await uploadMedia(t.app, me.token, [await imagePart('media', await png(800, 800)), await imagePart('media', await png(300, 300))]);
    expect(res.statusCode).toBe(200);
  });

  it('refuses with 413 and a clear message when they pass it together, and stores nothing', async () => {
    const before = storedStoryFiles(t.config.dataDir);
    const big = await png(800, 800);
    const res = await uploadMedia(t.app, me.token, [await imagePart('media', big), await imagePart('media', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: requestTexts.uploadTooManyPixels(1.3, 1) });
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
  });

  it('reads the sizes from the headers: bytes that are no image count for nothing (the pipeline refuses them)', async () => {
    await expect(assertPixelBudget([{ data: Buffer.from('not an image') }, { data: await png(100, 100) }], 10_000)).resolves.toBeUndefined();
    await expect(assertPixelBudget([{ data: await png(100, 101) }], 10_000)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('is 120 megapixels unless configured', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.config.uploadMaxRequestPixels).toBe(120_000_000);
    } finally {
      await plain.close();
    }
  });
});

describe('leftover .tmp files of interrupted writes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mt-tmp-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const seed = (root: string) => {
    mkdirSync(path.join(root, 'stories'), { recursive: true });
    writeFileSync(path.join(root, 'stories', 'a-10x10.webp'), 'kept');
    writeFileSync(path.join(root, 'stories', 'a-10x10.webp.3f2c.tmp'), 'half');
    writeFileSync(path.join(root, 'x.webp.9a.tmp'), 'half');
  };
  const names = (root: string) => readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();

  it('are removed by the store, and nothing else is', async () => {
    const store = LocalDiskStore.forDataDir(dir);
    seed(store.root);
    expect(await store.removeLeftoverTmpFiles()).toBe(2);
    expect(names(store.root)).toEqual(['stories', path.join('stories', 'a-10x10.webp')]);
    expect(await store.removeLeftoverTmpFiles()).toBe(0);
  });

  it('are gone once the app has started', async () => {
    const seeded = mkdtempSync(path.join(tmpdir(), 'mt-api-data-'));
    seed(path.join(seeded, 'uploads'));
    const app = await buildTestApp({ env: { DATA_DIR: seeded } });
    try {
      await app.app.ready();
      expect(names(path.join(seeded, 'uploads'))).toEqual(['stories', path.join('stories', 'a-10x10.webp')]);
    } finally {
      await app.close();
      rmSync(seeded, { recursive: true, force: true });
    }
  });
});
