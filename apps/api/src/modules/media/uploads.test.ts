import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import mediaPlugin from '../../plugins/media';
import { saveImage } from './image-pipeline';

const dir = mkdtempSync(path.join(tmpdir(), 'mt-uploads-'));
writeFileSync(path.join(dir, 'jwt-secret'), 'top-secret');
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // The media plugin depends on the context plugin for the config; a stand-in is enough here.
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', { dataDir: dir } as AppConfig);
      },
      { name: 'context' },
    ),
  );
  await app.register(mediaPlugin);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /uploads/*', () => {
  it('serves a stored image with long-lived caching, nosniff and a policy that runs nothing', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } }).png().toBuffer();
    const { url } = await saveImage(app.media, png, 'services');
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The image's own policy, not the web pages': opened directly, an image can run nothing.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers 404 JSON for a missing file', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/services/nope.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('not found') });
  });

  it('never leaves the uploads folder', async () => {
    await app.media.put('../../escape.txt', Buffer.from('x'), 'text/plain').catch(() => undefined);
    for (const url of ['/uploads/../jwt-secret', '/uploads/%2e%2e/jwt-secret', '/uploads/..%2fjwt-secret', '/uploads/services/%2e%2e%2f%2e%2e%2fjwt-secret']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('top-secret');
    }
  });
});
