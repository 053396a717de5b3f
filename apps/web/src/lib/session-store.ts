import { create } from 'zustand';
import { USER_TYPES, type UserDto } from '@mt/shared';
import { setBrowserRenderHint } from './browser-render-hint';

/** Spec 1 section 3: the session lives in browser storage under a user key and a token key. */
export const USER_STORAGE_KEY = 'user';
export const TOKEN_STORAGE_KEY = 'token';

interface SessionState {
  user: UserDto | null;
  token: string | null;
  setSession(user: UserDto, token: string): void;
  setUser(user: UserDto): void;
  clear(): void;
  /**
   * True from a deliberate sign-out until the user has left the protected page: the guard then shows
   * nothing there instead of sending them to /login?redirect=..., while the navigation home loads.
   */
  signingOut: boolean;
  /** Forgets the session at once (both storage keys) and marks the sign-out as deliberate. */
  signOut(): void;
  finishSignOut(): void;
}

/**
 * A stored user that cannot be read (corrupt JSON, old shape) is cleared together with the token. Without
 * storage (the server's render of a page, entry-server.tsx) there is no session: pages render for a guest.
 */
export function readStoredSession(storage: Storage | undefined = globalThis.localStorage): { user: UserDto | null; token: string | null } {
  if (!storage) return { user: null, token: null };
  const rawUser = storage.getItem(USER_STORAGE_KEY);
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  if (!rawUser || !token) {
    if (rawUser || token) clearStored(storage);
    return { user: null, token: null };
  }
  try {
    const stored: unknown = JSON.parse(rawUser);
    if (isStoredUser(stored)) return { user: stored, token };
  } catch {
    // fall through: unreadable
  }
  clearStored(storage);
  return { user: null, token: null };
}

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The shape of UserDto, checked by hand rather than with its zod schema: this runs on every first load,
 * and zod would add about 25 KB to every page that has no form (issue 20).
 */
export function isStoredUser(value: unknown): value is UserDto {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  const isRole = (role: unknown) => (USER_TYPES as readonly unknown[]).includes(role);
  return (
    Number.isInteger(u.id) &&
    typeof u.name === 'string' &&
    typeof u.email === 'string' &&
    isRole(u.user_type) &&
    isRole(u.userType) &&
    isStringOrNull(u.companyName) &&
    isStringOrNull(u.profile_image) &&
    typeof u.created_at === 'string'
  );
}

function clearStored(storage: Storage) {
  storage.removeItem(USER_STORAGE_KEY);
  storage.removeItem(TOKEN_STORAGE_KEY);
}

export const useSession = create<SessionState>()((set) => ({
  ...readStoredSession(),
  signingOut: false,
  setSession(user, token) {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    set({ user, token });
  },
  setUser(user) {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    set({ user });
  },
  clear() {
    clearStored(localStorage);
    set({ user: null, token: null });
  },
  signOut() {
    clearStored(localStorage);
    set({ user: null, token: null, signingOut: true });
  },
  finishSignOut() {
    set({ signingOut: false });
  },
}));

/** Authenticated means a user and a token are both present (spec 1 section 4). */
export const useIsAuthenticated = () => useSession((s) => !!s.user && !!s.token);

// A signed-in visitor's pages are painted by the browser: the server would paint a guest's.
setBrowserRenderHint('signedIn', !!useSession.getState().token);
useSession.subscribe((state, prev) => {
  if (!!state.token !== !!prev.token) setBrowserRenderHint('signedIn', !!state.token);
});

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === USER_STORAGE_KEY || e.key === TOKEN_STORAGE_KEY || e.key === null) {
      useSession.setState(readStoredSession());
    }
  });
}
