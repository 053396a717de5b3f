import type { LoaderFunctionArgs } from 'react-router';
import { blogPostQueryOptions } from '@/features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from '@/features/blog/api/get-blog-posts';
import { categoryFromSearch } from '@/features/blog/utils/category-from-search';
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings';
import { publicPartnerQueryOptions } from '@/features/partners/api/get-public-partner';
import { featuredServicesQueryOptions } from '@/features/services/api/get-featured-services';
import { homepageFeaturedServicesQueryOptions } from '@/features/services/api/get-homepage-featured-services';
import { searchServicesQueryOptions } from '@/features/services/api/search-services';
import { discoveryFiltersFrom, discoverySearch } from '@/features/services/utils/discovery-filters';
import { storiesQueryOptions } from '@/features/stories/api/get-stories';
import { storyQueryOptions } from '@/features/stories/api/get-story';
import { filtersFromSearch, storyIdFromParam } from '@/features/stories/utils/filters-from-url';
import { queryClient } from '@/lib/query-client';
import { readEmbeddedSettings } from '@/features/settings/api/embedded-settings';

/**
 * Route loaders of the public pages (issue 20): each starts its page's queries while the page's code is
 * still downloading, with the very query options the page then uses, so the page finds them in flight
 * or done. They never wait: a loader that awaited would hold the whole page back until the data came.
 * A failure is the page's to show (its own query sees it), so prefetching swallows it.
 */
type Loader = (args: LoaderFunctionArgs) => null;

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * Every page: the site settings the route guard checks (maintenance mode) before it shows a page. The
 * server puts them in the page's HTML (PUBLIC_SETTINGS_SCRIPT_ID), which saves a round trip before the
 * first paint; a page without them (an older server, a failed lookup) asks for them. Done when the router
 * is made rather than in a loader of the root route, which React Router would warn about on every load.
 */
export function prefetchSiteSettings() {
  const embedded = readEmbeddedSettings();
  if (embedded) queryClient.setQueryData(publicSettingsQueryOptions().queryKey, embedded);
  else void queryClient.prefetchQuery(publicSettingsQueryOptions());
}

export const routeLoaders = {
  home: () => {
    void queryClient.prefetchQuery(homepageFeaturedServicesQueryOptions());
    return null;
  },
  featuredServices: () => {
    void queryClient.prefetchQuery(featuredServicesQueryOptions());
    return null;
  },
  serviceDiscovery: ({ request }) => {
    void queryClient.prefetchQuery(searchServicesQueryOptions(discoverySearch(discoveryFiltersFrom(searchOf(request)))));
    return null;
  },
  partnerPage: ({ params }) => {
    if (params.slug) void queryClient.prefetchQuery(publicPartnerQueryOptions(params.slug));
    return null;
  },
  stories: ({ request }) => {
    void queryClient.prefetchInfiniteQuery(storiesQueryOptions(filtersFromSearch(searchOf(request))));
    return null;
  },
  story: ({ params }) => {
    const id = storyIdFromParam(params.id);
    if (Number.isSafeInteger(id) && id > 0) void queryClient.prefetchQuery(storyQueryOptions(id));
    return null;
  },
  blog: ({ request }) => {
    void queryClient.prefetchInfiniteQuery(blogPostsQueryOptions(categoryFromSearch(searchOf(request))));
    return null;
  },
  blogPost: ({ params }) => {
    if (params.slug) void queryClient.prefetchQuery(blogPostQueryOptions(params.slug));
    return null;
  },
} satisfies Record<string, Loader>;
