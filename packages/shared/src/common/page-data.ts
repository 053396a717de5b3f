import type { PublicSettings } from '../settings/settings.schemas';
/**
 * The id of the `<script type="application/json">` in which the server puts the public API answers a
 * landing page asks for first, by call (`pageDataKey`), so a guest's page shows without waiting for them
 * (issue 20). The browser takes each answer once, for a request made without a session.
 */
export const PAGE_DATA_SCRIPT_ID = 'page-data';

/** One spelling per call: path and query, the query's parameters sorted ('/api/stories?b=2&a=1' → '?a=1&b=2'). */
export function pageDataKey(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://x');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

/**
 * What the server's first paint of a page (apps/web/src/entry-server.tsx, decision 0028) is given: the page's
 * address, the public settings and the answers the page carries. It answers the markup for inside #root.
 */
export interface PageRenderInput {
  /** Path and query. */
  url: string;
  settings: PublicSettings;
  answers: Record<string, unknown>;
}
export type RenderPage = (page: PageRenderInput) => Promise<string | null>;

/**
 * Cookies the browser sets while the page it would render differs from a guest's default one: signed in,
 * with accessibility preferences, or prices in another currency than the default (docs/decisions/0039). They carry no secret (the session stays in storage); they only tell the
 * server to leave the first paint to the browser, rather than paint a guest's page that would then change.
 */
export const BROWSER_RENDER_COOKIES = { signedIn: 'mt_signed_in', accessibility: 'mt_accessibility', currency: 'mt_currency' } as const;
