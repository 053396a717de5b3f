import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { RouteGuard } from './route-guard';
import { useLogout } from './layouts/use-logout';

const traveller: UserDto = {
  id: 1,
  name: 'Tess',
  email: 'tess@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** Lazy like the real routes: the page loads as a router transition, after the session has changed. */
const lazyPage = (text: string) => async () => {
  await new Promise((r) => setTimeout(r, 20));
  return { Component: () => <h1>{text}</h1> };
};

function FakeLogin() {
  const navigate = useNavigate();
  return (
    <button
      onClick={() => {
        useSession.getState().setSession(traveller, 'token-1');
        void navigate('/dashboard/traveller?tab=history');
      }}
    >
      Sign In
    </button>
  );
}

function FakeDashboard() {
  const logout = useLogout();
  return <button onClick={logout}>Logout</button>;
}

function renderApp(initialPath: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      ),
      children: [
        { index: true, lazy: lazyPage('Home') },
        { path: 'login', handle: { access: { access: 'guest' } }, Component: FakeLogin },
        { path: 'dashboard/traveller', handle: { access: { access: 'auth', roles: ['traveller'] } }, Component: FakeDashboard },
        { path: 'dashboard/lazy', handle: { access: { access: 'auth', roles: ['traveller'] } }, lazy: lazyPage('Lazy dashboard') },
      ],
    },
  ];
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings', 'public'], { maintenance_mode: false, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RouteGuard with session changes', () => {
  it('lets a page that signs the user in navigate to its target instead of sending them home', async () => {
    const router = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard/traveller?tab=history');
  });

  it('still sends a user who arrives signed in at a guest page home', async () => {
    useSession.getState().setSession(traveller, 'token-1');
    const router = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out from a protected page to home, not to the login redirect', async () => {
    useSession.getState().setSession(traveller, 'token-1');
    const router = renderApp('/dashboard/traveller');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    // The flag is reset by an effect after the home page commits, so it may land a tick later.
    await waitFor(() => expect(useSession.getState().signingOut).toBe(false));
  });

  it('sends a signed-out visitor of a protected lazy page to login with the full path', async () => {
    const router = renderApp('/dashboard/lazy?x=1');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/dashboard/lazy?x=1')}`);
  });
});
