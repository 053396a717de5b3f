import { createHash } from 'node:crypto';

/** A script element with its body, not one that loads a file or holds data (JSON, which the policy does not run). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources ('sha256-…') that allow exactly the inline scripts of a page, as the browser hashes them: the
 * text between the tags, as sent. The web build writes one (the app's start, apps/web/build/start-app.js); a
 * policy of 'self' alone would block it, and 'unsafe-inline' would allow any injected one.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
}
