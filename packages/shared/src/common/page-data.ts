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
