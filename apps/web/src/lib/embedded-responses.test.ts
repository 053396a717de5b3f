// @fresh-modules: the page's embedded answers are read once, on the API client's first use.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_SCRIPT_ID } from '@mt/shared';
import { apiRequest } from './api-client';
import { useSession } from './session-store';

const STORIES = { success: true, data: { stories: [{ id: 1 }] } };
const POST = { success: true, data: { slug: 'first' } };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// What plugins/web.ts writes into a landing page: answers by call, the query sorted.
beforeAll(() => {
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_DATA_SCRIPT_ID });
  script.textContent = JSON.stringify({ '/api/stories?page=1&tripType=Safari': STORIES, '/api/blog/first': POST });
  document.head.append(script);
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json({ from: 'the API' }));
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ user: null, token: null });
});

describe('answers the server put in the page', () => {
  it("a guest's first request for one gets it without a request, whatever its query's order; the next goes to the API", async () => {
    expect(await apiRequest('/stories', { query: { tripType: 'Safari', page: 1 } })).toEqual(STORIES);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest('/stories', { query: { tripType: 'Safari', page: 1 } })).toEqual({ from: 'the API' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a signed-in request never takes one (its answer may be personal), nor does a write', async () => {
    useSession.setState({ token: 'tok-1' });
    expect(await apiRequest('/blog/first')).toEqual({ from: 'the API' });
    useSession.setState({ token: null });
    expect(await apiRequest('/blog/first', { method: 'POST', body: {} })).toEqual({ from: 'the API' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Still there for the guest request it was meant for.
    expect(await apiRequest('/blog/first')).toEqual(POST);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('another call goes to the API', async () => {
    expect(await apiRequest('/blog/second')).toEqual({ from: 'the API' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
