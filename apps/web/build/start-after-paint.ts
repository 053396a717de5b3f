import type { Plugin } from 'vite';

/** The script that starts the app (public/start-app.js). */
export const START_SCRIPT = '/start-app.js';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html runs the app's entry through START_SCRIPT instead of as a module script, which the browser would
 * run before it paints anything; the entry is still fetched with the page (modulepreload). Decision 0028.
 */
export function startAppTags(html: string): string {
  const match = ENTRY_TAG.exec(html);
  if (!match) throw new Error('start-after-paint: the entry script tag is not in index.html');
  const entry = match[1]!;
  return html.replace(ENTRY_TAG, () => `<link rel="modulepreload" crossorigin href="${entry}">\n    <script src="${START_SCRIPT}" data-entry="${entry}" defer></script>`);
}

/** Vite plugin (build only): applies startAppTags to the built index.html. */
export function startAfterPaint(): Plugin {
  return {
    name: 'mt:start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAppTags },
  };
}
