import { afterAll } from 'vitest';
import type { Api } from './api';

/**
 * The server's clock (TEST_CLOCK servers, PUT /api/admin/test-clock): a journey moves it through a
 * trip's calendar instead of waiting; every scheduled job runs once after each move. The clock is the
 * whole server's, so a file that moves it puts it back (`restoreClockAfterAll`).
 */

/** Moves "now" to `at` (an ISO date-time; null: back to the real time). */
export async function moveClock(api: Api, at: string | null): Promise<void> {
  const { token } = await api.admin();
  await api.request('PUT', '/admin/test-clock', { token, body: { now: at }, expect: 200 });
}

/** Moves the server to noon UTC of `isoDate` (YYYY-MM-DD; null: back to the real time). */
export const setServerDay = (api: Api, isoDate: string | null): Promise<void> => moveClock(api, isoDate === null ? null : `${isoDate}T12:00:00.000Z`);

/** Call once in a file that moves the clock: puts it back after the file's tests. */
export function restoreClockAfterAll(api: Api): void {
  afterAll(async () => {
    await moveClock(api, null);
  });
}
