import type { LinkPreview } from './link-preview';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The default tags of index.html that a preview replaces (title, description, Open Graph, Twitter).
const TITLE = /<title>[\s\S]*?<\/title>/i;
const REPLACED_META = /[ \t]*<meta\s+(?:name|property)="(?:description|og:type|og:title|og:description|og:url|og:image|twitter:[a-z:]+)"[^>]*>[ \t]*\r?\n?/gi;

/** index.html with the page's own title, description, Open Graph and Twitter tags, every value escaped. */
export function renderPreviewHtml(indexHtml: string, p: LinkPreview): string {
  if (!TITLE.test(indexHtml)) return indexHtml;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(p.title)}</title>`,
    meta('name', 'description', p.description),
    meta('property', 'og:type', p.type),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    meta('property', 'og:url', p.url),
    ...(p.image ? [meta('property', 'og:image', p.image)] : []),
    meta('name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    ...(p.image ? [meta('name', 'twitter:image', p.image)] : []),
  ].join('\n    ');
  // A function replacement: `$&`-style patterns inside user text must stay literal.
  return indexHtml.replace(REPLACED_META, '').replace(TITLE, () => tags);
}
