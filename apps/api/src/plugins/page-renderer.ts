import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BROWSER_RENDER_COOKIES, type RenderPage } from '@mt/shared';

/** Where the web build puts the server's first paint of a page (apps/web/src/entry-server.tsx): beside dist/. */
export const rendererFileFor = (distDir: string) => path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');

/**
 * The web build's page renderer (decision 0028), or null when the build has none (an API-only checkout, a
 * test's stand-in build): pages are then painted by the browser alone, as before.
 */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const file = rendererFileFor(distDir);
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  return typeof mod.renderPage === 'function' ? (mod.renderPage as RenderPage) : null;
}

const HINTS = Object.values(BROWSER_RENDER_COOKIES).map((name) => new RegExp(`(?:^|;)\\s*${name}=1(?:;|$)`));

/** Whether the browser asked to paint the page itself: its page differs from a guest's default one. */
export const browserRendersFor = (cookieHeader: string | undefined) => !!cookieHeader && HINTS.some((h) => h.test(cookieHeader));
