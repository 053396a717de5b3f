import type { ComponentProps, ReactElement } from 'react';
import Markdown, { type Components } from 'react-markdown';

/** Links to another site open in a new tab; every link carries rel="noopener noreferrer". */
export function isExternalHref(href: string | undefined): boolean {
  if (!href) return false;
  try {
    return new URL(href, window.location.origin).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const external = isExternalHref(href);
  return (
    <a
      {...rest}
      href={href}
      rel="noopener noreferrer"
      {...(external ? { target: '_blank' } : {})}
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  // The page title is the only h1; headings inside a post start one level lower.
  h1: ({ children }) => <h2 className="mt-8 text-2xl font-bold text-slate-900">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 text-2xl font-bold text-slate-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 text-xl font-semibold text-slate-900">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-4 text-lg font-semibold text-slate-900">{children}</h4>,
  p: ({ children }) => <p className="mt-4 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 italic text-slate-700">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-sm">{children}</code>,
  pre: ({ children }) => <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm">{children}</pre>,
  img: ({ src, alt }) => (
    <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" className="mt-4 h-auto max-h-[32rem] w-auto max-w-full rounded-lg" />
  ),
  table: ({ children }) => (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b border-slate-300 px-3 py-2 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b border-slate-200 px-3 py-2">{children}</td>,
};

/** Posts' elements kept by their text, at most this many: a reader opens a handful, the server paints a few dozen. */
export const PAINTED_POSTS_KEPT = 50;
const painted = new Map<string, ReactElement>();

/**
 * A post's elements, made once per text. Parsing the markdown was most of the server's paint of a post page
 * (issue 23: 3.7 % of the server's CPU under bench:cluster's mix, for 3 % of its requests). React elements are
 * descriptions that can be rendered any number of times, and the parse depends on the text alone: the link
 * component still decides per render whether a link leaves the site.
 */
export function paintedMarkdown(content: string): ReactElement {
  let tree = painted.get(content);
  if (!tree) {
    tree = Markdown({ components, children: content }) as ReactElement;
    if (painted.size >= PAINTED_POSTS_KEPT) painted.delete(painted.keys().next().value as string);
    painted.set(content, tree);
  }
  return tree;
}

/**
 * A post's markdown. Raw HTML in the source is never rendered as HTML (no rehype-raw): react-markdown
 * shows it as plain text, so a `<script>` in a post reads as text instead of vanishing silently (issue 6).
 * Its default URL filter removes javascript: and other unsafe link targets.
 */
export function MarkdownContent({ content }: { content: string }) {
  return <div className="text-base text-slate-800">{paintedMarkdown(content)}</div>;
}
