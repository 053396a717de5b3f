import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { UserDto } from '@mt/shared';
import { useDisplayCurrency } from '@/lib/display-currency';
import { useSession } from '@/lib/session-store';
import { followAccountCurrency } from './account-currency';

const account = (id: number, display_currency: string | null): UserDto => ({
  id,
  name: 'Neema Mushi',
  email: `n${id}@example.com`,
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
  display_currency,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const putBodies = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let stop: () => void;
beforeEach(() => {
  useSession.getState().clear();
  useDisplayCurrency.setState({ chosen: null });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  stop = followAccountCurrency();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('the display currency at sign-in (docs/decisions/0039)', () => {
  it('takes the account’s choice over the browser’s', async () => {
    useDisplayCurrency.getState().choose('EUR');
    useSession.getState().setSession(account(1, 'GBP'), 'tok');
    await waitFor(() => expect(useDisplayCurrency.getState().chosen).toBe('GBP'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives an account without a choice the one this browser made', async () => {
    useDisplayCurrency.getState().choose('KES');
    fetchMock.mockResolvedValue(json(200, { user: account(2, 'KES') }));
    useSession.getState().setSession(account(2, null), 'tok');
    await waitFor(() => expect(useSession.getState().user?.display_currency).toBe('KES'));
    expect(putBodies(fetchMock)).toEqual([{ currency: 'KES' }]);
    expect(useDisplayCurrency.getState().chosen).toBe('KES');
  });

  it('leaves both alone when neither made a choice, and reacts to a sign-in only, not to a changed name', async () => {
    useSession.getState().setSession(account(3, null), 'tok');
    useSession.getState().setUser({ ...account(3, 'TZS'), name: 'Renamed' });
    // Give a sync that should not happen the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useDisplayCurrency.getState().chosen).toBeNull();
  });
});
