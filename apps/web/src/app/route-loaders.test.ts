import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { pageApiCalls, pageDataKey, paths, PUBLIC_SETTINGS_SCRIPT_ID } from '@mt/shared';
import { blogPostQueryOptions } from '@/features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from '@/features/blog/api/get-blog-posts';
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings';
import { publicPartnerQueryOptions } from '@/features/partners/api/get-public-partner';
import { featuredServicesQueryOptions } from '@/features/services/api/get-featured-services';
import { homepageFeaturedServicesQueryOptions } from '@/features/services/api/get-homepage-featured-services';
import { searchServicesQueryOptions } from '@/features/services/api/search-services';
import { storiesQueryOptions } from '@/features/stories/api/get-stories';
import { storyQueryOptions } from '@/features/stories/api/get-story';
import { queryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/route-fetch';
import { createAppRouter, routes } from './router';

/**
 * Issue 20: a public page's data request starts with its code. Each case runs the loader the router
 * really has for the address, and checks that it asked the API for the page's data under the query key
 * the page's own hook uses (so the page finds the request in flight instead of starting another).
 */
const cases: { url: string; api: string; apiQuery?: Record<string, string>; key: readonly unknown[] }[] = [
  { url: paths.home, api: '/api/public/homepage-featured-services', key: homepageFeaturedServicesQueryOptions().queryKey },
  { url: paths.featuredServices, api: '/api/public/featured-services', key: featuredServicesQueryOptions().queryKey },
  {
    url: `${paths.serviceDiscovery}?search=dhow&serviceType=tour&page=2&junk=1`,
    api: '/api/services/search',
    apiQuery: { search: 'dhow', serviceType: 'tour', page: '2', limit: '12' },
    key: searchServicesQueryOptions({ search: 'dhow', serviceType: 'tour', page: '2', limit: '12' }).queryKey,
  },
  { url: paths.partnerPage.to({ slug: 'safari-co' }), api: '/api/public/partners/safari-co', key: publicPartnerQueryOptions('safari-co').queryKey },
  {
    url: `${paths.stories}?tripType=Adventure&minRating=4`,
    api: '/api/stories',
    apiQuery: { tripType: 'Adventure', minRating: '4', page: '1' },
    key: storiesQueryOptions({ destination: undefined, tripType: 'Adventure', minRating: 4 }).queryKey,
  },
  { url: paths.story.to({ id: 7 }), api: '/api/stories/7', key: storyQueryOptions(7).queryKey },
  { url: `${paths.blog}?category=Guides`, api: '/api/blog', apiQuery: { category: 'Guides' }, key: blogPostsQueryOptions('Guides').queryKey },
  { url: paths.blogPost.to({ slug: 'first-safari' }), api: '/api/blog/first-safari', key: blogPostQueryOptions('first-safari').queryKey },
];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  queryClient.clear();
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  document.getElementById(PUBLIC_SETTINGS_SCRIPT_ID)?.remove();
});

async function runLoader(url: string) {
  const location = new URL(url, 'http://localhost');
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const leaf = matches.at(-1)!;
  const loader = leaf.route.loader;
  expect(typeof loader, `a loader on the route of ${url}`).toBe('function');
  const request = new Request(location);
  if (typeof loader === 'function') await loader({ request, params: leaf.params, context: undefined, unstable_pattern: '' } as never);
}

describe('route loaders', () => {
  it.each(cases)('$url asks for its data as its code loads', async ({ url, api, apiQuery, key }) => {
    await runLoader(url);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const called = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(called.pathname).toBe(api);
    for (const [name, value] of Object.entries(apiQuery ?? {})) expect(called.searchParams.get(name), name).toBe(value);
    expect(queryClient.getQueryState(key), 'the page hook’s query').toBeDefined();
  });

  it('starts the site settings the route guard waits for when the router is made, on every page', () => {
    window.history.replaceState(null, '', '/login');
    const router = createAppRouter();
    router.dispose();
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toContain('/api/settings/public');
    expect(queryClient.getQueryState(publicSettingsQueryOptions().queryKey)).toBeDefined();
  });

  it('takes the site settings the server put in the page instead, without a request', () => {
    const settings = { maintenance_mode: true, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null };
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: PUBLIC_SETTINGS_SCRIPT_ID });
    script.textContent = JSON.stringify(settings);
    document.head.append(script);
    window.history.replaceState(null, '', '/login');
    createAppRouter().dispose();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(publicSettingsQueryOptions().queryKey)).toEqual(settings);
  });

  it('the root has no loader and a fallback for the first load, so React Router has nothing to warn about', () => {
    const root = routes[0]!;
    expect(root.loader).toBeUndefined();
    expect(root.HydrateFallback).toBeDefined();
  });

  it('never runs again for a change of the same page’s address (the page’s queries follow it)', () => {
    for (const { url } of cases) {
      const leaf = matchRoutes(routes, new URL(url, 'http://localhost').pathname)!.at(-1)!;
      expect((leaf.route.shouldRevalidate as (() => boolean) | undefined)?.(), url).toBe(false);
    }
  });

  it.each([paths.home, paths.serviceDiscovery, paths.stories, paths.partnerPage.to({ slug: 'safari-co' }), paths.blogPost.to({ slug: 'first-safari' })])(
    '%s asks for exactly the call whose answer the server puts in the page (pageApiCalls)',
    async (url) => {
      await runLoader(url);
      const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input))).map((u) => pageDataKey(`${u.pathname}${u.search}`));
      expect(asked).toEqual(pageApiCalls(url).map(pageDataKey));
    },
  );

  it('asks nothing for an address that cannot name a story', async () => {
    await runLoader('/stories/abc');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not wait for the data: the page renders while it loads', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const location = new URL(paths.home, 'http://localhost');
    const leaf = matchRoutes(routes, location.pathname)!.at(-1)!;
    const result = (leaf.route.loader as (a: unknown) => unknown)({ request: new Request(location), params: {} });
    expect(result).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
