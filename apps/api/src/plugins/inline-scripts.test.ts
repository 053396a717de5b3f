import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the body of each inline script as sent, and nothing that loads a file or holds data', () => {
    const start = '(function () { import("/assets/index-E1.js"); })();';
    const html = `<head><script src="/x.js"></script><script type="application/json" id="public-settings">{"a":1}</script></head>
<body><div id="root"></div><script data-entry="/assets/index-E1.js">${start}</script><script>
 second()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(start), sha('\n second()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><div id="root"></div></body></html>')).toEqual([]);
  });
});
