import { API_BASE, sessionEndpoints } from '@mt/shared';

/**
 * Ends the sessions on the server with the token being forgotten. Plain fetch with the token in hand:
 * the session store forgets it at once. Loaded when the header's Logout is used (use-logout.ts). A failure is not shown: the browser has
 * forgotten the token already, and it expires on its own.
 */
export async function endSessionsOnServer(token: string): Promise<void> {
  try {
    await fetch(`${API_BASE}${sessionEndpoints.logout.path}`, {
      method: sessionEndpoints.logout.method,
      headers: { authorization: `Bearer ${token}` },
      credentials: 'same-origin',
      // Sent even if the page is left at once (the sign-out navigates home).
      keepalive: true,
    });
  } catch {
    // Offline or the server is down: nothing more to do.
  }
}
