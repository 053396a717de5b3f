/** The trip companion (issue 19 section 3) as reusable steps: the admin writes, the traveller reads and prints. */
import type { Page } from 'playwright-core';
import { itineraryTexts, type AdminItineraryResponse, type SaveItineraryBody } from '@mt/shared';
import type { Api } from './api';
import { heading1, link } from './ui';

export type ItineraryDayInput = SaveItineraryBody['days'][number];

/** PUT /api/admin/trips/{id}/itinerary; answers the stored itinerary (days sorted by date). */
export async function writeItinerary(
  api: Api,
  adminToken: string,
  tripId: number,
  days: ItineraryDayInput[],
  meeting: { point: string; time: string } | null = { point: 'Arrivals hall, main airport', time: '14:30' },
): Promise<AdminItineraryResponse> {
  const { body } = await api.request<AdminItineraryResponse>('PUT', `/admin/trips/${tripId}/itinerary`, {
    token: adminToken,
    body: { meeting_point: meeting?.point ?? null, meeting_time: meeting?.time ?? null, days },
    expect: 200,
  });
  return body;
}

/**
 * From the traveller's open trip details (the companion shown after the reveal), follows the
 * printable itinerary link and waits for its heading. Answers the page for further checks.
 */
export async function openItinerary(page: Page, tripId: number): Promise<Page> {
  await link(page, itineraryTexts.printLink).click();
  await heading1(page, itineraryTexts.printPageTitle(tripId)).waitFor();
  return page;
}

/** The companion's day headings as shown in the trip details (or the print page), in order. */
export async function companionDayTitles(page: Page): Promise<string[]> {
  const days = page.getByRole('heading', { name: /^Day \d+ · / });
  await days.first().waitFor();
  return days.allTextContents();
}
