import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BROWSER_RENDER_COOKIES } from '@mt/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { getFileDatabase } from '../test/database';
import { TEST_JWT_SECRET, TEST_RATE_LIMITS } from '../test/app';
import { rendererFileFor } from './page-renderer';

const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/framework-F1.js">';
const START = 'start("/assets/index-E1.js")';
const INDEX = `<!doctype html><html lang="en"><head><title>Mystery Trips</title>${PRELOAD}</head><body><div id="root"></div><script data-entry="/assets/index-E1.js">${START}</script></body></html>`;

/**
 * A stand-in for the web build's renderer: shows what it was given, fails or declines on cue, and writes each
 * address it is given beside itself (it runs on the paint thread, not in the test's).
 */
const RENDERER = `
import { appendFileSync } from 'node:fs';
export async function renderPage(page) {
  appendFileSync(new URL('./seen.log', import.meta.url), page.url + '\\n');
  if (page.url.startsWith('/broken')) throw new Error('render failed');
  if (page.url.startsWith('/dashboard')) return null;
  return '<p id="painted">' + JSON.stringify(page).replace(/</g, '\\\\u003c') + '</p><i>$& $1</i>';
}
`;

const painted = (html: string) => {
  const match = /<div id="root"><p id="painted">(.*?)<\/p><i>(.*?)<\/i><\/div>/s.exec(html);
  return match ? { input: JSON.parse(match[1]!) as { url: string; settings: { maintenance_mode: boolean }; answers: Record<string, unknown> }, tail: match[2] } : null;
};

describe('a guest\'s page comes painted by the web build\'s renderer (decision 0028)', () => {
  let app: FastifyInstance;
  let dir: string;
  let seenLog: string;
  const seen = () => (existsSync(seenLog) ? readFileSync(seenLog, 'utf8').split('\n') : []);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mt-web-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    mkdirSync(path.dirname(rendererFileFor(dist)));
    writeFileSync(rendererFileFor(dist), RENDERER);
    seenLog = path.join(path.dirname(rendererFileFor(dist)), 'seen.log');
    const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    const database = await getFileDatabase();
    app = await buildApp({ config: { ...base, webDistDir: dist, rateLimits: TEST_RATE_LIMITS }, database: database.handle, serveWeb: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('paints the page inside #root with its address, the public settings and the answers it carries, "$&" kept as text', async () => {
    const res = await get('/service-discovery');
    expect(res.statusCode).toBe(200);
    const page = painted(res.body);
    expect(page?.input.url).toBe('/service-discovery');
    expect(page?.input.settings).toEqual((await get('/api/settings/public')).json());
    expect(page?.input.answers).toEqual({ '/api/services/search?limit=12': (await get('/api/services/search?limit=12')).json() });
    expect(page?.tail).toBe('$& $1');
    // Its scripts wait until it is shown (public/start-app.js turns the links on).
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('<link data-after-paint="modulepreload" crossorigin href="/assets/framework-F1.js">');
    expect(painted((await get('/about?x=1')).body)?.input).toMatchObject({ url: '/about?x=1', answers: {} });
  });

  it('allows the page\'s inline start script by its hash, and no other inline script', async () => {
    const res = await get('/stories');
    expect(res.body).toContain(`<script data-entry="/assets/index-E1.js">${START}</script>`);
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src'));
    const hash = createHash('sha256').update(START).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('leaves the page to the browser when its cookie says the page differs from a guest\'s, and keeps the two apart', async () => {
    const guest = await get('/stories');
    expect(painted(guest.body)).not.toBeNull();
    expect(guest.headers.vary).toMatch(/cookie/i);
    for (const name of Object.values(BROWSER_RENDER_COOKIES)) {
      const res = await get('/stories', `theme=x; ${name}=1`);
      expect(res.body, name).toContain('<div id="root"></div>');
      expect(res.body, name).toContain(PRELOAD);
    }
    expect(painted((await get('/stories', `${BROWSER_RENDER_COOKIES.signedIn}=0`)).body)).not.toBeNull();
  });

  it('a page the renderer declines, or fails on, is served for the browser to paint, and a failure is not kept', async () => {
    const declined = await get('/dashboard/traveller');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('<div id="root"></div>');
    const before = seen().filter((u) => u === '/broken').length;
    for (let i = 0; i < 2; i++) {
      const broken = await get('/broken');
      expect(broken.statusCode).toBe(200);
      expect(broken.body).toContain('<div id="root"></div>');
    }
    expect(seen().filter((u) => u === '/broken').length - before).toBe(2);
  });
});
