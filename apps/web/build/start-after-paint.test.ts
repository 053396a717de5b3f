import { describe, expect, it } from 'vitest';
import { START_SCRIPT, startAppTags } from './start-after-paint';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-F1.js">
</head>
<body>
    <div id="root"></div>
</body>`;

describe('startAppTags', () => {
  it('preloads the entry and hands it to the start script, inline after the page', () => {
    const html = startAppTags(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-E1.js">');
    expect(html).toMatch(/<div id="root"><\/div>\s*<script data-entry="\/assets\/index-E1.js">\(function \(\) \{[\s\S]*\}\)\(\);<\/script>\s*<\/body>/);
    expect(START_SCRIPT).toContain("getAttribute('data-entry')");
    expect(START_SCRIPT).not.toContain('/*');
  });

  it('fails the build when the entry tag or the body end is not where it is expected', () => {
    expect(() => startAppTags('<head></head><body></body>')).toThrow(/entry script/);
    expect(() => startAppTags('<head><script type="module" crossorigin src="/assets/index-E1.js"></script></head>')).toThrow(/body/);
  });
});
