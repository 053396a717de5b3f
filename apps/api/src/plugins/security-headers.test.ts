import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { saveImage } from '../modules/media/image-pipeline';
import { buildTestApp, type TestApp } from '../test/app';
import { isApiDataUrl } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives API data the REST set: a policy that allows nothing, no framing, nosniff, HSTS', async () => {
    for (const url of ['/api/health', '/api/services/search?search=x', '/api/nothing-here']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Page-only headers mean nothing on data.
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(headers['origin-agent-cluster'], url).toBeUndefined();
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('gives pages and everything else the full set with the site policy', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/stories/1' });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBeDefined();
    // The API's own pages are pages too.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets an uploaded image keep its own stricter policy, and other sites show it', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#48c' } }).png().toBuffer();
    const { url } = await saveImage(t.app.media, png, 'services');
    const { statusCode, headers } = await t.app.inject({ method: 'GET', url });
    expect(statusCode).toBe(200);
    expect(headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('gives built scripts and styles only nosniff and the resource policy', async () => {
    // A missing asset still answers through the same hook, so no build is needed here.
    const { headers } = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security', 'referrer-policy']) {
      expect(headers[name], name).toBeUndefined();
    }
  });

  it('tells API data from pages by path alone', () => {
    expect(isApiDataUrl('/api/services/search?search=a')).toBe(true);
    expect(isApiDataUrl('/api/docs/json')).toBe(false);
    expect(isApiDataUrl('/api')).toBe(false);
    expect(isApiDataUrl('/apiary')).toBe(false);
    expect(isApiDataUrl('/')).toBe(false);
  });
});
