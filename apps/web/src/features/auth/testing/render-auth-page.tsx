import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import type { UserDto, UserType } from '@mt/shared';

/** Test helpers for the sign-in and registration pages. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** `initialEntry` may carry router state (a heart's press, decision 0041); the router is returned to read where it went. */
export function renderAuthPage(path: string, Page: ComponentType, initialEntry: InitialEntry = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const userOf = (userType: UserType, overrides: Partial<UserDto> = {}): UserDto => ({
  id: 1,
  name: 'Ada Traveller',
  email: 'ada@example.com',
  user_type: userType,
  userType,
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch for one test; the returned mock records the calls. */
export function stubFetch(...responses: (Response | (() => Promise<Response>))[]) {
  const mock = vi.fn<typeof fetch>();
  for (const r of responses) {
    if (typeof r === 'function') mock.mockImplementationOnce(r);
    else mock.mockResolvedValueOnce(r);
  }
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const sentBody = (mock: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(mock.mock.calls[call]![1]!.body)) as Record<string, unknown>;
export const sentPath = (mock: ReturnType<typeof stubFetch>, call = 0) => new URL(String(mock.mock.calls[call]![0])).pathname;
