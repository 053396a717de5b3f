import { API_BASE } from './api';
import { paths } from './paths';
import { SEARCH_PAGE_SIZE } from '../search/search.limits';
import { STORIES_PAGE_SIZE } from '../stories/story.constants';

/** A slug the page's call can carry as it is: the API checks it exactly (a bad one answers 400 and is left out). */
const SIMPLE_SEGMENT = /^[a-z0-9-]{1,200}$/;
const slugOf = (pathname: string, prefix: string) => {
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, '') : null;
  return rest !== null && SIMPLE_SEGMENT.test(rest) ? rest : null;
};

/**
 * The public calls a landing page makes first, as its route loader makes them (apps/web/src/app/route-loaders.ts;
 * a web test holds the two together). Only for an address without a query: filtered lists are asked for.
 */
export function pageApiCalls(pathname: string, search = ''): string[] {
  if (search !== '' && search !== '?') return [];
  if (pathname === paths.home) return [`${API_BASE}/public/homepage-featured-services`];
  if (pathname === paths.serviceDiscovery) return [`${API_BASE}/services/search?limit=${SEARCH_PAGE_SIZE}`];
  if (pathname === paths.stories) return [`${API_BASE}/stories?limit=${STORIES_PAGE_SIZE}&page=1`];
  const partner = slugOf(pathname, '/partners/');
  if (partner) return [`${API_BASE}/public/partners/${partner}`];
  const post = slugOf(pathname, '/blog/');
  if (post) return [`${API_BASE}/blog/${post}`];
  return [];
}
