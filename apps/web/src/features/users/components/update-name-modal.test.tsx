import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { UpdateNameModal } from './update-name-modal';

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
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderModal() {
  const onOpenChange = vi.fn();
  const onUpdated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <UpdateNameModal open onOpenChange={onOpenChange} currentName={user.name} onUpdated={onUpdated} />
    </QueryClientProvider>,
  );
  return { onOpenChange, onUpdated };
}

async function rename(name: string) {
  const ue = userEvent.setup();
  const input = screen.getByLabelText('Full Name');
  await ue.clear(input);
  if (name) await ue.type(input, name);
  await ue.click(screen.getByRole('button', { name: 'Save' }));
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  useSession.getState().setSession(user, 'tok-1');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('UpdateNameModal', () => {
  it('starts from the current name', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Update Name' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
  });

  it.each(['', '   '])("refuses an empty name (%j) with 'Name cannot be empty.'", async (name) => {
    renderModal();
    await rename(name);
    expect(await screen.findByText('Name cannot be empty.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('just closes when the name is unchanged', async () => {
    const { onOpenChange } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats surrounding spaces as unchanged', async () => {
    const { onOpenChange } = renderModal();
    await rename('  Ada Lovelace ');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a new name, updates the stored user and closes', async () => {
    const updated = { ...user, name: 'Ada King' };
    fetchMock.mockResolvedValueOnce(json(200, { user: updated }));
    const { onOpenChange, onUpdated } = renderModal();
    await rename('Ada King');
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ name: 'Ada King' });
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
    expect(onUpdated).toHaveBeenCalledWith(updated);
    expect(useSession.getState().user?.name).toBe('Ada King');
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Ada King');
  });

  it("shows the server's message, else 'Failed to update name.'", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Must be at most 100 characters.' }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    const { onOpenChange } = renderModal();
    await rename('Ada King');
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be at most 100 characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update name.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(useSession.getState().user?.name).toBe('Ada Lovelace');
  });
});
