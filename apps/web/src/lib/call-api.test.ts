import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { blogEndpoints, endpointsOf, type BlogListResponse, type BlogPostResponse } from '@mt/shared';
import { z } from 'zod';
import { callApi } from './call-api';
import { useSession } from './session-store';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(url)), init: init! };
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ user: null, token: null });
});
afterEach(() => vi.unstubAllGlobals());

const endpoint = endpointsOf('test');
const calendar = endpoint({
  method: 'GET',
  path: '/things/:id/file.ics',
  summary: 'A text answer',
  params: z.object({ id: z.number() }),
  produces: 'text/calendar',
  responses: { 200: z.string() },
  errors: [404],
});
const removal = endpoint({ method: 'DELETE', path: '/things/:id', summary: 'No content', params: z.object({ id: z.number() }), responses: { 204: null }, errors: [404] });

describe('callApi', () => {
  it('takes the method and path from the endpoint, with its parameters in the path', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { post: {} } }));
    await callApi(blogEndpoints.get, { params: { idOrSlug: 'a b/c' } });
    expect(lastCall().url.pathname).toBe('/api/blog/a%20b%2Fc');
    expect(lastCall().init.method).toBe('GET');

    fetchMock.mockResolvedValue(json(200, { message: 'ok', data: { post: {} } }));
    await callApi(blogEndpoints.update, { params: { id: 7 }, body: { status: 'draft' } });
    expect(lastCall().url.pathname).toBe('/api/blog/7');
    expect(lastCall().init.method).toBe('PUT');
    expect(lastCall().init.body).toBe('{"status":"draft"}');
  });

  it('sends the query and reads text for a non-JSON endpoint', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { posts: [], pagination: {} } }));
    await callApi(blogEndpoints.list, { query: { page: 2, category: undefined } });
    expect(lastCall().url.search).toBe('?page=2');

    fetchMock.mockResolvedValue(new Response('BEGIN:VCALENDAR', { status: 200 }));
    await expect(callApi(calendar, { params: { id: 3 } })).resolves.toBe('BEGIN:VCALENDAR');
    expect(lastCall().url.pathname).toBe('/api/things/3/file.ics');
  });

  it('refuses a path parameter that is missing', async () => {
    await expect(async () => callApi(blogEndpoints.get, { params: { idOrSlug: '' } })).rejects.toThrow('Missing path parameter "idOrSlug"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('types inputs and results from the endpoint', () => {
    // Checked by the type checker only (npm run typecheck): these calls are never made.
    const typedCalls = () => {
      expectTypeOf(callApi(blogEndpoints.list)).resolves.toEqualTypeOf<BlogListResponse>();
      expectTypeOf(callApi(blogEndpoints.get, { params: { idOrSlug: 'x' } })).resolves.toEqualTypeOf<BlogPostResponse>();
      expectTypeOf(callApi(calendar, { params: { id: 1 } })).resolves.toEqualTypeOf<string>();
      expectTypeOf(callApi(removal, { params: { id: 1 } })).resolves.toEqualTypeOf<undefined>();
      return [
        // @ts-expect-error: the path parameter is required
        callApi(blogEndpoints.get),
        // @ts-expect-error: an unknown query key
        callApi(blogEndpoints.list, { query: { pages: 2 } }),
        // @ts-expect-error: the body has the endpoint's shape
        callApi(blogEndpoints.update, { params: { id: 1 }, body: { status: 'gone' } }),
        // @ts-expect-error: this endpoint takes no body
        callApi(blogEndpoints.remove, { params: { id: 1 }, body: {} }),
      ];
    };
    expect(typedCalls).toBeTypeOf('function');
  });
});
