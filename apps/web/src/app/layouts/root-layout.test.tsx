import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CHARGE_CURRENCY_CLAIM, DEFAULT_EXCHANGE_RATES, paymentTrustTexts, type PublicSettings, type UserDto, type UserType } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import RootLayout from './root-layout';

const settings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  maintenance_mode: false,
  chat_widget_url: null,
  payments_mode: 'sandbox',
  stripe_publishable_key: null,
  exchange_rates: DEFAULT_EXCHANGE_RATES,
  ...overrides,
});

const makeUser = (userType: UserType, extra: Partial<UserDto> = {}): UserDto => ({
  id: 1,
  name: 'Amara Okafor',
  email: 'amara@example.com',
  user_type: userType,
  userType,
  companyName: null,
  profile_image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function renderLayout({ user, publicSettings = settings(), path = '/' }: { user?: UserDto; publicSettings?: PublicSettings; path?: string } = {}) {
  if (user) useSession.getState().setSession(user, 'token-123');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['settings', 'public'], publicSettings);
  queryClient.setQueryData(['private', 'data'], { secret: true });
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, nav: () => screen.queryByRole('navigation', { name: 'Main' }) };
}

beforeEach(() => {
  useSession.setState({ user: null, token: null });
});

describe('RootLayout navigation', () => {
  it('shows the three guest links when signed out, and no account entries', () => {
    const { nav } = renderLayout();
    const bar = within(nav()!);
    expect(bar.getByRole('link', { name: 'Mystery Trips' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(bar.getByRole('link', { name: 'Register as Traveller' })).toHaveAttribute('href', '/register');
    expect(bar.getByRole('link', { name: 'Register as Partner' })).toHaveAttribute('href', '/partner-register');
    expect(bar.queryByRole('link', { name: 'My Discoveries' })).not.toBeInTheDocument();
    expect(bar.queryByRole('button', { name: /logout/i })).not.toBeInTheDocument();
    for (const menu of ['Explore', 'Resources', 'About']) expect(bar.getByRole('button', { name: menu })).toBeInTheDocument();
  });

  it('gives a traveller My Discoveries, the traveller dashboard and a welcome', () => {
    const { nav } = renderLayout({ user: makeUser('traveller') });
    const bar = within(nav()!);
    expect(bar.getByRole('link', { name: 'My Discoveries' })).toHaveAttribute('href', '/discover');
    expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/traveller');
    expect(bar.getByText('Welcome, Amara Okafor')).toBeInTheDocument();
    expect(bar.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('gives an admin the Admin Panel and not My Discoveries', () => {
    const { nav } = renderLayout({ user: makeUser('admin') });
    const bar = within(nav()!);
    expect(bar.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/dashboard');
    expect(bar.queryByRole('link', { name: 'My Discoveries' })).not.toBeInTheDocument();
  });

  it('greets a partner by company name and links the partner dashboard', () => {
    const { nav } = renderLayout({ user: makeUser('partner', { companyName: 'Savanna Lodges Ltd' }) });
    const bar = within(nav()!);
    expect(bar.getByText('Welcome, Savanna Lodges Ltd')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/partner-dashboard');
    expect(bar.queryByRole('link', { name: 'My Discoveries' })).not.toBeInTheDocument();
  });

  it('greets a partner without a company name by name', () => {
    const { nav } = renderLayout({ user: makeUser('partner') });
    expect(within(nav()!).getByText('Welcome, Amara Okafor')).toBeInTheDocument();
  });

  it('hides the bar in maintenance mode from guests and non-admins, but not from an admin', () => {
    const guest = renderLayout({ publicSettings: settings({ maintenance_mode: true }) });
    expect(guest.nav()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides the bar in maintenance mode from a traveller', () => {
    const { nav } = renderLayout({ user: makeUser('traveller'), publicSettings: settings({ maintenance_mode: true }) });
    expect(nav()).not.toBeInTheDocument();
  });

  it('shows the bar in maintenance mode to an admin', () => {
    const { nav } = renderLayout({ user: makeUser('admin'), publicSettings: settings({ maintenance_mode: true }) });
    expect(within(nav()!).getByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('logs out: clears the stored session and the query cache, then goes home', async () => {
    const user = userEvent.setup();
    const { router, queryClient, nav } = renderLayout({ user: makeUser('traveller'), path: '/somewhere' });
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('token')).toBe('token-123');

    await user.click(within(nav()!).getByRole('button', { name: 'Logout' }));

    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(queryClient.getQueryData(['private', 'data'])).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
    expect(within(nav()!).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out on the server too: POST /api/auth/logout with the token being forgotten', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"message":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const user = userEvent.setup();
      const { nav } = renderLayout({ user: makeUser('traveller'), path: '/somewhere' });
      await user.click(within(nav()!).getByRole('button', { name: 'Logout' }));
      await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/logout'))).toBe(true));
      const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/logout'))!;
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('mirrors the bar in a mobile menu', async () => {
    const user = userEvent.setup();
    const { nav } = renderLayout({ user: makeUser('traveller') });
    const toggle = within(nav()!).getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    // The open menu's links load apart (mobile-menu-panel.tsx).
    await panel.findByRole('link', { name: 'Pricing' });
    for (const name of ['Featured Services', 'All Services', 'Traveller Stories', 'Plan Your Trip', 'Blog', 'Pricing', 'Contact', 'About Us', 'Terms of Service', 'Partner Terms', 'Privacy Policy', 'My Discoveries', 'Dashboard']) {
      expect(panel.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(panel.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(panel.getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Explore menu from the keyboard with its four links, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { nav } = renderLayout();
    const explore = within(nav()!).getByRole('button', { name: 'Explore' });
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    explore.focus();
    await user.keyboard('{Enter}');
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(explore.getAttribute('aria-controls')!)!;
    expect(list).toBeVisible();
    const items = within(list).getAllByRole('link');
    expect(items.map((i) => i.textContent)).toEqual(['Featured Services', 'All Services', 'Traveller Stories', 'Plan Your Trip']);
    expect(items[1]).toHaveAttribute('href', '/service-discovery');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(explore).toHaveFocus();
  });

  it('closes an open menu on a click elsewhere and when one of its links is followed', async () => {
    const user = userEvent.setup();
    const { nav } = renderLayout();
    const resources = within(nav()!).getByRole('button', { name: 'Resources' });
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    await user.click(resources);
    const list = document.getElementById(resources.getAttribute('aria-controls')!)!;
    await user.click(within(list).getAllByRole('link')[0]!);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link to the main content and the footer', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`© ${new Date().getFullYear()} Mystery Trips. All rights reserved.`)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(footer.getByText('Visa')).toBeInTheDocument();
    // Only what checkout takes (issue 18 section 5): no wallets in the sandbox, nothing it cannot charge.
    expect(footer.queryByText('Apple Pay')).not.toBeInTheDocument();
    expect(footer.queryByText(/M-Pesa|Bank transfer|135\+ currencies/)).not.toBeInTheDocument();
    expect(footer.getByText(paymentTrustTexts.sandbox)).toBeInTheDocument();
    expect(footer.getByText(CHARGE_CURRENCY_CLAIM)).toBeInTheDocument();
  });

  it('names the wallets of the Payment Element when checkout runs on Stripe', () => {
    renderLayout({ publicSettings: settings({ payments_mode: 'stripe', stripe_publishable_key: 'pk_test_1' }) });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Apple Pay')).toBeInTheDocument();
    expect(footer.getByText('Google Pay')).toBeInTheDocument();
    expect(footer.getByText(paymentTrustTexts.stripe)).toBeInTheDocument();
  });
});
