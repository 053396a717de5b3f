import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionTexts, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { AccountSettings } from './account-settings';

const user: UserDto = {
  id: 3,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  useSession.getState().setSession(user, 'tok-1');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderSettings = (onLoggedOutEverywhere = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AccountSettings onLoggedOutEverywhere={onLoggedOutEverywhere} />
    </QueryClientProvider>,
  );
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('AccountSettings', () => {
  it('shows name, read-only email and a masked password', () => {
    renderSettings();
    const section = screen.getByRole('region', { name: 'Account Settings' });
    expect(within(section).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(section).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(section).getByText('••••••••')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('updates the name through the Update Name modal', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ user: { ...user, name: 'Ada King' } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderSettings();
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: /update/i }));
    const dialog = screen.getByRole('dialog', { name: 'Update Name' });
    await ue.clear(within(dialog).getByLabelText('Full Name'));
    await ue.type(within(dialog).getByLabelText('Full Name'), 'Ada King');
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Ada King')).toBeInTheDocument();
  });

  it('opens the Change Password modal', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: /change/i }));
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('"Log out everywhere" ends the sessions on the server with the token, then signs out here', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: sessionTexts.loggedOutEverywhere }));
    const done = vi.fn();
    renderSettings(done);
    await userEvent.click(screen.getByRole('button', { name: sessionTexts.logoutEverywhere }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/auth\/logout-everywhere$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('"Log out everywhere" shows the server\'s message and stays signed in when it fails', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'The service is temporarily unavailable.' }, 503));
    const done = vi.fn();
    renderSettings(done);
    await userEvent.click(screen.getByRole('button', { name: sessionTexts.logoutEverywhere }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    expect(done).not.toHaveBeenCalled();
  });
});
