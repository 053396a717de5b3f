import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import type { UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';

/** A query client that never retries, so a failed call shows its error at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` inside a query client and a memory router at `path` (a URL, or a location with router state). */
export function renderWithProviders(ui: ReactElement, { path = '/' as InitialEntry, queryClient = testQueryClient() } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const adminUser: UserDto = {
  id: 1,
  name: 'Nadia Admin',
  email: 'admin@example.com',
  user_type: 'admin',
  userType: 'admin',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

export const signInAsAdmin = () => useSession.getState().setSession(adminUser, 'admin-token');

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Answers fetch calls by method and path ('GET /api/admin/services'); an unexpected call fails the
 * test with its route. The mock records every call.
 */
export function routeFetch(routes: Record<string, Handler | Response>) {
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return typeof route === 'function' ? route(url, init) : route.clone();
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
