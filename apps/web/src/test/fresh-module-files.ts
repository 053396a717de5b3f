import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What makes a web test file need a module graph of its own. The web tests share one per worker (much faster:
 * jsdom and the app's modules are set up once, not per file), so a file runs apart when it replaces a module
 * (`vi.mock`, which would reach the files after it) or says it tests a module's first use (`@fresh-modules`
 * in a comment: a lazy import not made yet, an answer the page embedded and not yet taken).
 */
export const NEEDS_FRESH_MODULES = /\bvi\.(mock|doMock)\(|@fresh-modules\b/;

/** The web app's test files (relative to `appDir`, as the project's `include`) that need fresh modules. */
export function freshModuleTestFiles(appDir: string): string[] {
  return ['src', 'build']
    .flatMap((dir) => readdirSync(path.join(appDir, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => NEEDS_FRESH_MODULES.test(readFileSync(path.join(appDir, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
