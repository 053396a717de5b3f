import type { Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { tripTexts, type TripsResponse } from '@mt/shared';
import type { Api, Session } from './api';
import { button } from './ui';

/**
 * Dates that make sense (docs/decisions/0021) in the browser: the traveller completes and reviews a
 * trip from its end date on, on the server's clock, which an e2e moves (TEST_CLOCK servers).
 */

/** Moves the server's clock to noon UTC of `isoDate` (null: back to the real time); every job runs once. */
export async function setServerDay(api: Api, isoDate: string | null): Promise<void> {
  const { token } = await api.admin();
  await api.request('PUT', '/admin/test-clock', { token, body: { now: isoDate === null ? null : `${isoDate}T12:00:00.000Z` }, expect: 200 });
}

/** Call once in a file that moves the clock: puts it back after the file's tests. */
export function restoreServerDayAfterAll(api: Api): void {
  afterAll(async () => {
    await setServerDay(api, null);
  });
}

/** The day from which the traveller may mark `tripId` completed, as the server says (completable_from). */
export async function completableFrom(api: Api, traveller: Session, tripId: number): Promise<string> {
  const { body } = await api.request<TripsResponse>('GET', '/trips', { token: traveller.token, expect: 200 });
  const trip = [body.upcomingTrip, ...body.pastTrips].find((t) => t?.id === tripId);
  if (!trip) throw new Error(`trip ${tripId} is not among the traveller's trips`);
  return trip.completable_from;
}

/** Clicks Mark as Completed on the dashboard and waits for its confirmation. */
export async function markCompleted(page: Page): Promise<void> {
  await button(page, tripTexts.markCompleted).click();
  await page.getByText(tripTexts.markedComplete).first().waitFor();
}
