import { describe, expect, it } from 'vitest';
import { withEmbeddedJson } from './embedded-json';

const PAGE = '<html><head><title>t</title></head><body></body></html>';
const embedded = (html: string) => /<script type="application\/json" id="x">(.*?)<\/script>/s.exec(html)?.[1];

describe('withEmbeddedJson', () => {
  it('puts the data at the end of the head, as JSON the page can parse back', () => {
    const html = withEmbeddedJson(PAGE, 'x', { maintenance_mode: true, url: null });
    expect(html).toMatch(/<\/title><script type="application\/json" id="x">.*<\/script><\/head>/);
    expect(JSON.parse(embedded(html)!)).toEqual({ maintenance_mode: true, url: null });
  });

  it('keeps hostile text inside the element, and intact once parsed', () => {
    const hostile = { url: 'https://x.example/</script><script>alert(1)</script><!--', dollar: "$& $' $`" };
    const html = withEmbeddedJson(PAGE, 'x', hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(embedded(html)!)).toEqual(hostile);
  });

  it('leaves a page without a head as it is', () => {
    expect(withEmbeddedJson('<p>no head</p>', 'x', { a: 1 })).toBe('<p>no head</p>');
  });
});
