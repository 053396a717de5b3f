import { beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_RENDER_COOKIES, type UserDto } from '@mt/shared';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, readStoredSession, useSession } from './session-store';

const user: UserDto = {
  id: 7,
  name: 'Amina',
  email: 'amina@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, token: null });
});

describe('session store', () => {
  it('setSession writes both keys and the state', () => {
    useSession.getState().setSession(user, 'tok-1');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(user);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(useSession.getState()).toMatchObject({ user, token: 'tok-1' });
  });

  it('tells the server to leave a signed-in visitor\'s pages to the browser, and stops on sign-out', () => {
    const hinted = () => document.cookie.split('; ').includes(`${BROWSER_RENDER_COOKIES.signedIn}=1`);
    expect(hinted()).toBe(false);
    useSession.getState().setSession(user, 'tok-1');
    expect(hinted()).toBe(true);
    useSession.getState().signOut();
    expect(hinted()).toBe(false);
    useSession.getState().setSession(user, 'tok-2');
    useSession.getState().clear();
    expect(hinted()).toBe(false);
  });

  it('uses the spec keys "user" and "token"', () => {
    expect(USER_STORAGE_KEY).toBe('user');
    expect(TOKEN_STORAGE_KEY).toBe('token');
  });

  it('setUser replaces the stored user and keeps the token', () => {
    useSession.getState().setSession(user, 'tok-1');
    useSession.getState().setUser({ ...user, name: 'Amina K.' });
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Amina K.');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(useSession.getState().user?.name).toBe('Amina K.');
  });

  it('clear removes both keys and the state', () => {
    useSession.getState().setSession(user, 'tok-1');
    useSession.getState().clear();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, token: null });
  });
});

describe('readStoredSession', () => {
  it('reads a valid stored session', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', 'tok-2');
    expect(readStoredSession()).toEqual({ user, token: 'tok-2' });
  });

  it('clears both keys when the stored user is not JSON', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'tok-2');
    expect(readStoredSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears both keys when the stored user has an unreadable shape', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'no id or role' }));
    localStorage.setItem('token', 'tok-2');
    expect(readStoredSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['a role that does not exist', { field: 'user_type', value: 'superuser' }],
    ['an id that is not a number', { field: 'id', value: '7' }],
    ['a missing creation date', { field: 'created_at', value: undefined }],
  ])('clears both keys when the stored user has %s', (_, { field, value }) => {
    localStorage.setItem('user', JSON.stringify({ ...user, [field]: value }));
    localStorage.setItem('token', 'tok-2');
    expect(readStoredSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears a user stored without a token', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears a token stored without a user', () => {
    localStorage.setItem('token', 'orphan');
    expect(readStoredSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows another tab signing out (storage event)', () => {
    useSession.getState().setSession(user, 'tok-1');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useSession.getState()).toMatchObject({ user: null, token: null });
  });
});
