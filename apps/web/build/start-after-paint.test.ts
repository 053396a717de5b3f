import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { START_SCRIPT, startAppTags } from './start-after-paint';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-F1.js">
</head>`;

describe('startAppTags', () => {
  it('preloads the entry and hands it to the start script, which the build ships', () => {
    const html = startAppTags(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-E1.js">');
    expect(html).toContain(`<script src="${START_SCRIPT}" data-entry="/assets/index-E1.js" defer></script>`);
    const script = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../public', START_SCRIPT), 'utf8');
    expect(script).toContain("getAttribute('data-entry')");
  });

  it('fails the build when the entry tag is not where it is expected', () => {
    expect(() => startAppTags('<head></head>')).toThrow(/entry script/);
  });
});
