import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts } from '@mt/shared';
import { loadConfig } from '../../config';
import { bearer, buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app';
import { createTraveller, type Person } from '../../test/factories';
import { imagePart, multipart, png } from '../../test/multipart';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { S3Store } from './s3-store';

/**
 * Pictures through the whole app (decision 0043): uploaded by a real upload route, fetched at the URL it
 * answers, with the same headers and bytes from local disk and from a bucket on a real S3-protocol server.
 */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

async function uploadPicture(t: TestApp, who: Person, width: number, height: number): Promise<string> {
  const body = multipart({}, [await imagePart('media', await png(width, height))]);
  const res = await t.app.inject({ method: 'POST', url: '/api/stories/upload-media', payload: body.payload, headers: { ...body.headers, ...bearer(who.token) } });
  expect(res.statusCode, res.body).toBe(200);
  const [url] = res.json<{ data: { data: string[] } }>().data.data;
  return url!;
}

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe.each([
  ['local disk', () => ({})],
  ['an S3 bucket', () => s3.env],
])('pictures served from %s', (store, env) => {
  let t: TestApp;
  let me: Person;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: env() });
    me = await createTraveller(t.app);
    url = await uploadPicture(t, me, 120, 80);
  });
  afterAll(() => t.close());

  it('keeps the stored URL independent of the store', () => {
    expect(url).toMatch(/^\/uploads\/stories\/[0-9a-f-]{36}-120x80\.webp$/);
  });

  it('writes the picture where the configuration says, and nowhere else', async () => {
    const key = url.slice('/uploads/'.length);
    const onDisk = existsSync(path.join(t.config.dataDir, 'uploads', key));
    // Asked through a client of its own, not the app's store.
    const reader = S3Store.fromSettings(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, JWT_SECRET: TEST_JWT_SECRET, ...s3.env }).s3!);
    const inBucket = (await reader.stat(key)) !== null;
    reader.close();
    expect({ onDisk, inBucket }).toEqual(store === 'local disk' ? { onDisk: true, inBucket: false } : { onDisk: false, inBucket: true });
  });

  it('answers the picture with its type, a year of immutable caching, nosniff, the image policy and validators', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(MEDIA_CSP);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const stored = await t.app.media.open(url.slice('/uploads/'.length));
    expect(res.rawPayload.equals(await buffer(stored!.body))).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });
  });

  it('serves the responsive widths beside it', async () => {
    const wide = await uploadPicture(t, me, 700, 350);
    const res = await t.app.inject({ method: 'GET', url: wide.replace(/\.webp$/, '-320w.webp') });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 304 to a browser that has it, by ETag or by date', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    const byTag = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const byDate = await t.app.inject({ method: 'GET', url, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(byDate.statusCode).toBe(304);
    const otherTag = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const full = await t.app.inject({ method: 'GET', url });
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['etag']).toBe(full.headers['etag']);
  });

  it('answers one byte range with 206, the whole picture when If-Range names other bytes, and 416 past the end', async () => {
    const full = (await t.app.inject({ method: 'GET', url })).rawPayload;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=8-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-11/${full.length}`);
    expect(part.headers['content-length']).toBe('4');
    expect(part.rawPayload.toString('latin1')).toBe('WEBP');
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(full.subarray(full.length - 5))).toBe(true);
    const several = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3,8-11' } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(full.length);
    const stale = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3', 'if-range': '"another-version"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(full.length);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${full.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${full.length}`);
  });

  it('answers 404 JSON for a missing picture, a deleted one (even to a browser that had it), and a hostile path', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/stories/never-stored.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'File /uploads/stories/never-stored.webp not found.' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');

    const doomed = await uploadPicture(t, me, 40, 30);
    const etag = String((await t.app.inject({ method: 'GET', url: doomed })).headers.etag);
    await t.app.media.delete(doomed.slice('/uploads/'.length));
    expect((await t.app.inject({ method: 'GET', url: doomed })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: doomed, headers: { 'if-none-match': etag } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: doomed })).statusCode).toBe(404);

    for (const hostile of ['/uploads/../jwt-secret', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/stories/a%00.webp', `/uploads/${'x'.repeat(300)}`]) {
      const res = await t.app.inject({ method: 'GET', url: hostile });
      expect(res.statusCode, hostile).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, hostile).toBeLessThan(500);
    }
  });
});

describe('a bucket that fails', () => {
  it.each([
    // s3rver checks the key id, not the signature: an unknown key id stands for refused credentials.
    ['refuses the credentials', () => ({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-OUR-KEY', S3_SECRET_ACCESS_KEY: 'wrong-secret-never-logged' })],
    ['does not exist', () => ({ ...s3.env, S3_BUCKET: 'no-such-bucket' })],
    ['is not reachable', () => ({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' })],
  ])('that %s answers pictures and uploads with a logged 503, without crashing', async (_case, env) => {
    const log = captureLog();
    const t = await buildTestApp({ env: env(), config: { logLevel: 'warn' }, logStream: log.stream });
    try {
      await t.app.ready();
      expect(log.lines.some((l) => l.includes('the S3 bucket for pictures cannot be used'))).toBe(true);
      const me = await createTraveller(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/uploads/stories/some-picture.webp' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: requestTexts.serviceUnavailable });
      expect(res.headers['retry-after']).toBeDefined();
      expect(log.lines.some((l) => l.includes('media store failed') && l.includes('stories/some-picture.webp'))).toBe(true);

      const body = multipart({}, [await imagePart('media')]);
      const upload = await t.app.inject({ method: 'POST', url: '/api/stories/upload-media', payload: body.payload, headers: { ...body.headers, ...bearer(me.token) } });
      expect(upload.statusCode).toBe(503);
      expect(upload.headers['retry-after']).toBeDefined();
      expect(upload.json()).toEqual({ message: expect.any(String) });
      // The app still answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(500);
      expect(log.lines.join('\n')).not.toContain('wrong-secret-never-logged');
    } finally {
      await t.close();
    }
  });
});

describe('S3_PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://pictures.example.com/mt/' } });
  });
  afterAll(() => t.close());

  it('sends browsers to the public copy under the same stored URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/services/abc-640x480.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://pictures.example.com/mt/services/abc-640x480.webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('redirects nothing that is not one of our keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/%2e%2e/secret' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });
});
