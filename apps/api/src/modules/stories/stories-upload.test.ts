import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { storyInputTexts } from '@mt/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, type Person } from '../../test/factories';
import { storedStoryFiles, uploadMedia } from './testing/story-fixtures';
import { imagePart, multipart, png, type FilePart } from '../../test/multipart';

let t: TestApp;
let me: Person;
beforeAll(async () => {
  t = await buildTestApp();
  me = await createTraveller(t.app);
});
afterAll(() => t.close());

const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({ field: 'media', filename, contentType, data });

describe('POST /api/stories/upload-media', () => {
  it('stores each image re-encoded as WebP and answers the paths in order', async () => {
    const res = await uploadMedia(t.app, me.token, [await imagePart('media'), await imagePart('media', await png(30, 20))]);
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ success: true; data: { data: string[] } }>().data.data;
    expect(paths).toHaveLength(2);
    for (const p of paths) expect(p).toMatch(/^\/uploads\/stories\/[0-9a-f-]{36}-\d+x\d+\.webp$/);
    expect(paths[1]).toMatch(/-30x20\.webp$/);
    const second = await t.app.inject({ method: 'GET', url: paths[1]! });
    expect((await sharp(second.rawPayload).metadata()).width).toBe(30);
  });

  const mz = Buffer.alloc(256);
  mz.write('MZ', 0, 'latin1');
  it.each<[string, () => Promise<FilePart[]>]>([
    ['an SVG', async () => [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml')]],
    ['HTML', async () => [file(Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png')]],
    ['a renamed executable', async () => [file(mz, 'holiday.jpg')]],
    ['a good image followed by a bad one', async () => [await imagePart('media'), file(Buffer.from('#!/bin/sh\necho hi'), 'x.jpg')]],
    // A polyglot that only pretends to be an image: GIF magic bytes, then HTML that no decoder accepts.
    ['a GIF/HTML polyglot', async () => [file(Buffer.from('GIF89a<html><script>alert(document.cookie)</script></html>'), 'x.gif', 'image/gif')]],
  ])('refuses %s with 400 and stores nothing', async (_name, parts) => {
    const before = storedStoryFiles(t.config.dataDir);
    const res = await uploadMedia(t.app, me.token, await parts());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
  });

  it('stores a real image carrying HTML after its data as a clean re-encoded WebP: the HTML is gone', async () => {
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([await png(), Buffer.from(html)]);
    const res = await uploadMedia(t.app, me.token, [file(polyglot, 'x.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const [stored] = res.json<{ data: { data: string[] } }>().data.data;
    const served = await t.app.inject({ method: 'GET', url: stored! });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(served.rawPayload.toString('latin1')).not.toContain('<script');
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = storedStoryFiles(t.config.dataDir);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await uploadMedia(t.app, me.token, [await imagePart('media'), file(big, 'big.png', 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(storyInputTexts.fileTooLarge);
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
  });

  it('refuses more than 10 files and stores nothing', async () => {
    const before = storedStoryFiles(t.config.dataDir);
    const parts = await Promise.all(Array.from({ length: 11 }, () => imagePart('media')));
    const res = await uploadMedia(t.app, me.token, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(storyInputTexts.tooManyFiles);
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
  });

  it('refuses no files, another file field, a JSON body and a broken body', async () => {
    expect((await uploadMedia(t.app, me.token, [])).statusCode).toBe(400);
    expect((await uploadMedia(t.app, me.token, [await imagePart('other')])).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/stories/upload-media', payload: { media: 'x' }, headers: { authorization: `Bearer ${me.token}` } });
    expect(json.statusCode).toBe(415);
    const body = multipart({}, [await imagePart('media')]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/stories/upload-media',
      payload: body.payload.subarray(0, body.payload.length - 60),
      headers: { ...body.headers, authorization: `Bearer ${me.token}` },
    });
    expect(cut.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const body = multipart({}, [await imagePart('media')]);
    const res = await t.app.inject({ method: 'POST', url: '/api/stories/upload-media', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
  });
});
