import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { userTexts, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { ChangePasswordModal } from './change-password-modal';

const user: UserDto = {
  id: 3,
  name: 'Ada',
  email: 'ada@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Harness({ closeDelayMs }: { closeDelayMs?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ChangePasswordModal open={open} onOpenChange={setOpen} closeDelayMs={closeDelayMs} />
    </QueryClientProvider>
  );
}

async function fill(
  values: { current?: string; next?: string; confirm?: string },
  user = userEvent.setup(),
) {
  if (values.current) await user.type(screen.getByLabelText('Current Password'), values.current);
  if (values.next) await user.type(screen.getByLabelText('New Password'), values.next);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm New Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  useSession.setState({ user, token: 'tok-1' });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChangePasswordModal', () => {
  it('is a labelled dialog with password autocomplete hints', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['a missing current password', { next: 'new-password-1', confirm: 'new-password-1' }, 'All password fields are required.'],
    ['a missing new password', { current: 'old-password' }, 'All password fields are required.'],
    ['mismatched new passwords', { current: 'old-password', next: 'new-password-1', confirm: 'new-password-2' }, 'New passwords do not match.'],
    ['a short new password', { current: 'old-password', next: 'short', confirm: 'short' }, 'New password must be at least 8 characters long.'],
  ])('refuses %s', async (_case, values, message) => {
    render(<Harness />);
    await fill(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message, else 'Failed to change password.'", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: userTexts.currentPasswordWrong }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    render(<Harness />);
    const values = { current: 'old-password', next: 'new-password-1', confirm: 'new-password-1' };
    await fill(values);
    expect(await screen.findByRole('alert')).toHaveTextContent(userTexts.currentPasswordWrong);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password.')).toBeInTheDocument();
  });

  it('fails locally without a token', async () => {
    useSession.setState({ user: null, token: null });
    render(<Harness />);
    await fill({ current: 'old-password', next: 'new-password-1', confirm: 'new-password-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([2000, 1500])('sends {currentPassword, newPassword} and closes %i ms after success', async (delay) => {
    fetchMock.mockResolvedValueOnce(json(200, { message: userTexts.passwordChanged }));
    render(<Harness closeDelayMs={delay} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Current Password'), 'old-password');
    await ue.type(screen.getByLabelText('New Password'), 'new-password-1');
    await ue.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');

    // Fake timers from the submit on, so the close timer is under the test's control.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    for (let i = 0; i < 20 && !screen.queryByText(userTexts.passwordChanged); i++) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(screen.getByRole('status')).toHaveTextContent(userTexts.passwordChanged);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    expect(new URL(String(fetchMock.mock.calls[0]![0])).pathname).toBe('/api/users/me/password');

    await act(() => vi.advanceTimersByTimeAsync(delay - 50));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the user signed in with the fresh token the change answers (the old one has ended)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: userTexts.passwordChanged, token: 'fresh-token' }));
    render(<Harness />);
    await fill({ current: 'old-password', next: 'new-password-1', confirm: 'new-password-1' });
    expect(await screen.findByRole('status')).toHaveTextContent(userTexts.passwordChanged);
    expect(useSession.getState().token).toBe('fresh-token');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(useSession.getState().user).toEqual(user);
  });
});
