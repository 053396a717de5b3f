import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { PRELOADED_PAGES } from './preloaded-pages';
import { routes } from './router';

/** An address of the pattern: '/partners/:slug' → '/partners/x'. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, '7');

// The build preloads each listed module for its pattern: it must be the page the router really shows
// there, or a phone would fetch code the page does not use and still wait for the right one.
describe('preloaded pages', () => {
  it.each(PRELOADED_PAGES)('$pattern is the page of $module', async ({ pattern, module }) => {
    const leaf = matchRoutes(routes, sample(pattern))!.at(-1)!;
    expect(leaf.route.path ?? (leaf.route.index ? '/' : undefined)).toBe(pattern === '/' ? '/' : pattern);
    const lazy = leaf.route.lazy as () => Promise<{ Component: unknown }>;
    const [{ Component }, page] = await Promise.all([lazy(), import(/* @vite-ignore */ `/${module}`) as Promise<{ default: unknown }>]);
    expect(Component).toBe(page.default);
  });
});
