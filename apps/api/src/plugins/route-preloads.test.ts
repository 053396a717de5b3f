import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '@mt/shared';
import { loadRoutePreloads, withPreloadLinks } from './route-preloads';

const link = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

describe('route preloads', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'mt-preloads-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (list: RoutePreload[]) => {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(list));
  };

  it('gives each page the links of its own pattern: exact paths, one segment per parameter', () => {
    write([
      { pattern: '/', files: ['/assets/home-A1.js', '/assets/star-B2.js'] },
      { pattern: '/stories', files: ['/assets/stories-C3.js'] },
      { pattern: '/stories/:id', files: ['/assets/story-D4.js'] },
    ]);
    const linksFor = loadRoutePreloads(dist);
    expect(linksFor('/')).toBe(link('/assets/home-A1.js') + link('/assets/star-B2.js'));
    expect(linksFor('/stories')).toBe(link('/assets/stories-C3.js'));
    expect(linksFor('/stories/')).toBe(link('/assets/stories-C3.js'));
    expect(linksFor('/stories/12')).toBe(link('/assets/story-D4.js'));
    for (const other of ['/stories/12/edit', '/storiesx', '/login', '/partners/x']) expect(linksFor(other), other).toBe('');
  });

  it('prints only build file names, whatever the list says', () => {
    write([{ pattern: '/', files: ['/assets/ok-Z9.js', '"><script>alert(1)</script>', 'https://elsewhere.example/x.js', '/assets/../secret.js'] }]);
    expect(loadRoutePreloads(dist)('/')).toBe(link('/assets/ok-Z9.js'));
  });

  it('a build without the list gets no links', () => {
    expect(loadRoutePreloads(dist)('/')).toBe('');
  });

  it('puts the links at the end of the head, and leaves a page without links as it was', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloadLinks(html, link('/assets/a.js'))).toBe(`<html><head><title>x</title>${link('/assets/a.js')}</head><body></body></html>`);
    expect(withPreloadLinks(html, '')).toBe(html);
  });
});
