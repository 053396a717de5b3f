import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings } from '@mt/shared';
import { loadPageRenderer, rendererFileFor, type PageRenderer } from './page-renderer';

/** A stand-in renderer: busy for a while on '/slow', ends its thread on '/crash', never ends '/stuck', fails on '/broken'. */
const RENDERER = `
// Pages take turns, as in the web build's renderer (apps/web/src/entry-server.tsx).
let queue = Promise.resolve();
export function renderPage(page) {
  const run = queue.then(() => render(page));
  queue = run.catch(() => undefined);
  return run;
}
async function render(page) {
  if (page.url === '/slow') {
    const until = Date.now() + 300;
    while (Date.now() < until);
  }
  if (page.url === '/crash') process.exit(3);
  if (page.url === '/stuck') await new Promise(() => undefined);
  if (page.url === '/broken') throw new Error('render failed on ' + page.url);
  return '<p>' + page.url + ' ' + Object.keys(page.answers).join(',') + '</p>';
}
`;

const settings = {} as PublicSettings;
const page = (url: string) => ({ url, settings, answers: { '/api/blog': { posts: [] } } });

let dir: string;
const distWith = (name: string, source: string | null) => {
  const dist = path.join(dir, name, 'dist');
  mkdirSync(dist, { recursive: true });
  if (source !== null) {
    mkdirSync(path.dirname(rendererFileFor(dist)));
    writeFileSync(rendererFileFor(dist), source);
  }
  return dist;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mt-renderer-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the page paint thread', () => {
  let renderer: PageRenderer;
  beforeAll(async () => {
    renderer = (await loadPageRenderer(distWith('good', RENDERER), { timeoutMs: 1_000 }))!;
  });
  afterAll(() => renderer.close());

  it('paints with what it is given', async () => {
    expect(await renderer.paint(page('/blog'))).toBe('<p>/blog /api/blog</p>');
  });

  it('paints off the event loop: a timer of the server fires while a long paint runs', async () => {
    let paintDone = false;
    const painting = renderer.paint(page('/slow')).then(() => (paintDone = true));
    const timerSawPaint = await new Promise<boolean>((resolve) => setTimeout(() => resolve(paintDone), 50));
    expect(timerSawPaint).toBe(false);
    await painting;
    expect(paintDone).toBe(true);
  });

  it('refuses a paint that fails, with its message, and goes on painting', async () => {
    await expect(renderer.paint(page('/broken'))).rejects.toThrow('render failed on /broken');
    expect(await renderer.paint(page('/after'))).toBe('<p>/after /api/blog</p>');
  });

  it('refuses what a stopped thread was painting, and starts another for the next paint', async () => {
    const crashed = renderer.paint(page('/crash'));
    await expect(crashed).rejects.toThrow(/stopped \(exit code 3\)/);
    expect(await renderer.paint(page('/again'))).toBe('<p>/again /api/blog</p>');
  });

  it('refuses a paint that never ends, and what waits behind it, then paints again in a new thread', async () => {
    const stuck = renderer.paint(page('/stuck'));
    const behind = renderer.paint(page('/behind'));
    await expect(stuck).rejects.toThrow(/took longer than 1000 ms/);
    await expect(behind).rejects.toThrow(/took longer than 1000 ms/);
    expect(await renderer.paint(page('/again'))).toBe('<p>/again /api/blog</p>');
  });
});

describe('loading the renderer', () => {
  it('has none when the build has no renderer, and fails when it cannot be loaded', async () => {
    expect(await loadPageRenderer(distWith('none', null))).toBeNull();
    await expect(loadPageRenderer(distWith('bad', 'throw new Error("no");'))).rejects.toThrow(/could not load/);
  });

  it('refuses paints waiting and to come once closed', async () => {
    const renderer = (await loadPageRenderer(distWith('closing', RENDERER)))!;
    const waiting = expect(renderer.paint(page('/slow'))).rejects.toThrow(/closed/);
    await renderer.close();
    await waiting;
    await expect(renderer.paint(page('/blog'))).rejects.toThrow(/closed/);
  });
});
