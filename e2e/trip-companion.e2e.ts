/**
 * The trip companion (issue 19 section 3): the admin writes the itinerary, the traveller's calendar
 * before the reveal names no place, and after the reveal the details show the days, meeting point and
 * hosts, with a printable page.
 */
import { describe, expect, it } from 'vitest';
import { itineraryTexts } from '@mt/shared';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { companionDayTitles, openItinerary, writeItinerary } from './support/companion';
import { adminReveal, bookableServiceIds, dateInDays, payByApi, preferenceIdOf, proposeTripWith, submitPreferenceByApi } from './support/trips';

const api = createApi();
const browser = useBrowser();

describe('the trip companion', () => {
  it('admin writes the days → sealed calendar before the reveal → companion and printable itinerary after', async () => {
    const traveller = await api.registerTraveller();
    await submitPreferenceByApi(api, traveller, dateInDays(20));
    const services = await bookableServiceIds(api);
    const tripId = await proposeTripWith(api, await preferenceIdOf(api, traveller.email), services, 24_500);
    await payByApi(api, traveller, tripId);
    const { token } = await api.admin();
    await writeItinerary(api, token, tripId, [
      { date: dateInDays(21), title: 'Into the wild', notes: 'Pick-up at 07:00.', service_ids: [services[1]!] },
      { date: dateInDays(20), title: 'Arrival', service_ids: [services[0]!] },
    ]);

    const sealed = await api.request<string>('GET', `/trips/${tripId}/calendar.ics`, { token: traveller.token, expect: 200 });
    expect(String(sealed.body)).toContain(itineraryTexts.calendarDay(2, tripId));
    expect(String(sealed.body)).not.toContain('LOCATION');

    await adminReveal(api, tripId);
    const page = await browser.newPage({ session: traveller });
    await page.goto('/dashboard/traveller');
    // The upcoming trip's card shows the companion itself once revealed.
    const card = page.getByRole('main');
    await card.getByRole('region', { name: itineraryTexts.meetingTitle }).getByText('Arrivals hall, main airport', { exact: false }).waitFor();
    expect((await companionDayTitles(page)).map((t) => t.replace(/^Day (\d+) · .*: /, 'Day $1: '))).toEqual(['Day 1: Arrival', 'Day 2: Into the wild']);
    expect(await card.getByRole('region', { name: itineraryTexts.contactsTitle }).getByRole('link', { name: /@/ }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'trip-companion-details');

    await openItinerary(page, tripId);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await companionDayTitles(page)).toHaveLength(2);
    await saveScreenshot(page, 'trip-companion-print');
  });
});
