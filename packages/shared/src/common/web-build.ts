/**
 * Where the web build lists each landing page's JavaScript (apps/web/build/route-preloads.ts), relative to
 * the build folder; the server reads it at start to name a page's code in its HTML (issue 20).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** One entry of that list. */
export interface RoutePreload {
  /** The router's pattern: '/partners/:slug'. */
  pattern: string;
  /** Site paths of the page's JavaScript the HTML does not already name: '/assets/home-Ab12.js'. */
  files: string[];
}

/**
 * The id of the `<script type="application/json">` in which the server puts the public site settings
 * (maintenance mode...) into every page, so the browser can route without asking for them first (issue 20).
 */
export const PUBLIC_SETTINGS_SCRIPT_ID = 'public-settings';
