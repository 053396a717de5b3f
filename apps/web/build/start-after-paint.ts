import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The script that starts the app, written into index.html (its comment left out: the page is sent every time). */
export const START_SCRIPT = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-app.js'), 'utf8')
  .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
  .trim();

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const BODY_END = '</body>';

/**
 * index.html runs the app's entry through START_SCRIPT instead of as a module script, which the browser would
 * run before it paints anything; the entry is still fetched with the page (modulepreload). Decision 0028.
 * The script is inline at the end of the body, where the page's markup is complete when it runs.
 */
export function startAppTags(html: string): string {
  const match = ENTRY_TAG.exec(html);
  if (!match) throw new Error('start-after-paint: the entry script tag is not in index.html');
  if (!html.includes(BODY_END)) throw new Error('start-after-paint: index.html has no </body>');
  const entry = match[1]!;
  return html
    .replace(ENTRY_TAG, () => `<link rel="modulepreload" crossorigin href="${entry}">`)
    .replace(BODY_END, () => `  <script data-entry="${entry}">${START_SCRIPT}</script>\n  ${BODY_END}`);
}

/** Vite plugin (build only): applies startAppTags to the built index.html. */
export function startAfterPaint(): Plugin {
  return {
    name: 'mt:start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAppTags },
  };
}
