import path from 'node:path';

/** HTML: the browser asks again every time (a cheap 304 at best), so a new deploy's asset names are seen at once. */
export const NO_CACHE = 'no-cache';
/** Vite puts a content hash in every file name under assets/: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon, robots.txt…): they may change with a deploy, so not for long. */
export const SHORT_LIVED = 'public, max-age=3600';

/** The build's compressed copies, found by @fastify/static through their originals. */
export const PRECOMPRESSED_GLOBS = ['**/*.br', '**/*.gz'];

/**
 * The Cache-Control of a file of the web build, by its path relative to the build's root. A compressed
 * copy (x.js.br) is cached as its original: it is the same resource in another encoding.
 */
export function cacheControlFor(relativePath: string): string {
  const posix = relativePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (posix.endsWith('.html')) return NO_CACHE;
  if (posix.startsWith('assets/')) return IMMUTABLE;
  return SHORT_LIVED;
}
