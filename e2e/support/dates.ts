import type { Page } from 'playwright-core';
import { tripTexts, type TripsResponse } from '@mt/shared';
import type { Api, Session } from './api';
import { button } from './ui';

/**
 * Dates that make sense (docs/decisions/0021) in the browser: the traveller completes and reviews a
 * trip from its end date on, on the server's clock, which an e2e moves (TEST_CLOCK servers).
 */

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
