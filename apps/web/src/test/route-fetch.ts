import { vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type FetchHandler = (request: { url: URL; init?: RequestInit }) => Response | Promise<Response>;
/** 'GET /api/partners/me' → what it answers. */
export type FetchRoutes = Record<string, FetchHandler>;

/**
 * A stand-in for fetch that answers by method and path, so a screen making several calls in any order
 * can be tested. An unexpected call fails the test loudly. Returns the mock and a helper listing calls.
 */
export function stubFetchRoutes(routes: FetchRoutes) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call: ${key}`);
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', mock);
  const calls = (key: string) =>
    mock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}` === key).map(([, init]) => init);
  return { mock, calls };
}
