import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '@mt/shared';

/** Finds the modulepreload links of a page from its path. */
export type PreloadLinksFor = (urlPath: string) => string;

const SEGMENT_PARAM = /^:\w+$/;

/** '/partners/:slug' matches '/partners/anything' (one segment per parameter), and nothing longer or shorter. */
function matcher(pattern: string): (urlPath: string) => boolean {
  const want = pattern.split('/');
  return (urlPath) => {
    const got = urlPath.replace(/\/+$/, '').split('/');
    if (urlPath === '/') got.push('');
    return got.length === want.length && want.every((seg, i) => (SEGMENT_PARAM.test(seg) ? got[i] !== '' : seg === got[i]));
  };
}

/** Only build file names go into the HTML: a list that says anything else is not ours to print. */
const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

/**
 * The page's code as `<link rel="modulepreload">` tags, from the list the web build wrote (ROUTE_PRELOADS_FILE):
 * the browser then fetches the page's chunks while the framework downloads, rather than once it has run
 * (issue 20). A build without the list (an older build, a test's) gets no links, never an error.
 */
export function loadRoutePreloads(distDir: string): PreloadLinksFor {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => '';
  const list = JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
  const routes = list.map(({ pattern, files }) => ({
    matches: matcher(pattern),
    links: files
      .filter((f) => SAFE_ASSET.test(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
      .join(''),
  }));
  return (urlPath) => routes.find((r) => r.matches(urlPath))?.links ?? '';
}

/** The page's HTML with the links at the end of its head. */
export const withPreloadLinks = (html: string, links: string): string => (links ? html.replace('</head>', `${links}</head>`) : html);
