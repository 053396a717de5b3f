/**
 * The surprise from the traveller's first wish to the next one (issue 19, "Tests and done"), in the
 * browser on the server's moved clock (TEST_CLOCK): preferences that leave a country out, a proposal
 * refused for a service there and accepted without it, payment with 4242, the envelope opening stage
 * by stage with an e-mail for each, the reveal and the itinerary, completion refused before the end
 * date and accepted on it, the review, and "Surprise me again" carrying the exclusions forward.
 *
 * One `describe`, one named step per `it`, sharing the journey's state; after a failed step the
 * following ones are skipped. Every date is computed from the site's settings and the trip itself.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  countryName,
  envelopeTexts,
  itineraryTexts,
  paths,
  preferenceNeedsTexts,
  regionOf,
  tripEndTexts,
  tripTexts,
  type AfricanRegion,
  type EnvelopeStage,
  type TripsResponse,
} from '@mt/shared';
import { createApi, type Account } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { PROPOSAL_CONTENT, dateInDays, payWithCard } from './support/trips';
import { button, field, heading1 } from './support/ui';
import { daysBeforeDeparture, isStageSealed, openEnvelopeStage, writeEnvelope } from './support/envelope';
import { moveClock, restoreClockAfterAll, setServerDay } from './support/clock';
import { excludeCountries, excludedCountryNames, fillPreferenceNeeds, startSurpriseAgain } from './support/fit';
import { companionDayTitles, openItinerary, writeItinerary } from './support/companion';
import { markCompleted } from './support/dates';
import { journeySteps } from './support/journey-steps';

const api = createApi();
const browser = useBrowser();

// Far enough ahead for every stage to open on its own day (the weather stage is 14 days before by default).
const DEPARTURE_IN_DAYS = 30;
const TOTAL_PRICE = 18_000;
const WEATHER = { min_c: 14, max_c: 27, rain_chance_percent: 20, note: 'Cool mornings, warm afternoons.' };
const PACKING = ['A warm layer for early drives', 'Sunglasses', 'Walking shoes'];

interface DemoService {
  id: number;
  name: string;
  country: string | null;
  base_price: number | null;
}

interface Settings {
  reveal_days_before_departure: number;
  envelope_weather_days: number;
  envelope_packing_days: number;
  envelope_region_days: number;
}

interface Journey {
  traveller: Account;
  adminToken: string;
  settings: Settings;
  /** The country the traveller leaves out, and a service there. */
  excluded: DemoService;
  /** The service the trip is made of, in another country. */
  chosen: DemoService;
  departureDate: string;
  preferenceId?: number;
  tripId?: number;
  region?: AfricanRegion;
}
let journey: Journey | undefined;
const state = (): Journey => {
  if (!journey) throw new Error('the journey has not started: the first step did not run');
  return journey;
};
const tripId = () => {
  const id = state().tripId;
  if (!id) throw new Error('no trip yet: the proposal step did not run');
  return id;
};

restoreClockAfterAll(api);

async function dashboard(options: { mobile?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage({ session: state().traveller, ...(options.mobile ? { mobile: true, viewport: { width: 390, height: 844 } } : {}) });
  await page.goto(paths.travellerDashboard);
  await page.getByRole('heading', { name: `Trip #${tripId()}` }).first().waitFor();
  return page;
}

async function subjectsOfMail(): Promise<string[]> {
  const { traveller, adminToken } = state();
  const { body } = await api.request<{ emails: { subject: string }[] }>('GET', `/admin/outbox?to=${encodeURIComponent(traveller.email)}`, { token: adminToken });
  return body.emails.map((e) => e.subject);
}

async function travellerTrip() {
  const { body } = await api.request<TripsResponse>('GET', '/trips', { token: state().traveller.token, expect: 200 });
  const trip = [body.upcomingTrip, ...body.pastTrips].find((t) => t?.id === tripId());
  if (!trip) throw new Error(`trip ${tripId()} is not among the traveller's trips`);
  return trip;
}

const steps: [string, () => Promise<void>][] = [];
/** Steps are declared in order below, then run as one journey (support/journey-steps.ts). */
const step = (name: string, fn: () => Promise<void>) => steps.push([name, fn]);

step('the traveller asks for a surprise that leaves a country out and says what they need', async () => {
  const { token: adminToken } = await api.admin();
  const settings = (await api.request<Settings>('GET', '/admin/settings', { token: adminToken, expect: 200 })).body;
  const { body } = await api.request<{ services: DemoService[] }>('GET', '/public/featured-services');
  const priced = body.services.filter((s) => s.base_price !== null && s.country !== null);
  const excluded = priced[0];
  const chosen = priced.find((s) => s.country !== excluded?.country && regionOf(s.country!) !== null);
  if (!excluded || !chosen) throw new Error('the demo needs featured services in two countries');
  journey = { traveller: await api.registerTraveller(), adminToken, settings, excluded, chosen, departureDate: dateInDays(DEPARTURE_IN_DAYS) };

  const page = await browser.newPage({ session: journey.traveller });
  await page.goto(paths.discover);
  await heading1(page, 'My Discoveries').waitFor();
  await field(page, 'Budget (per person)').selectOption('2000-3500');
  await field(page, 'Trip duration').selectOption('5-7');
  await field(page, 'Number of travellers').fill('2');
  await field(page, 'Departure date').fill(journey.departureDate);
  await page.getByLabel('Wildlife').check();
  await fillPreferenceNeeds(page, { homeCity: 'Nairobi (NBO)', flightsIncluded: false, accessibilityNeeds: 'Step-free rooms, please.', dietaryNeeds: 'Vegetarian' });
  await excludeCountries(page, [excluded.country!]);
  expect(await excludedCountryNames(page)).toContain(countryName(excluded.country!));
  await button(page, 'Find My Mystery Destination').click();
  await waitForPath(page, paths.travellerDashboard);

  const { body: prefs } = await api.request<{ preferences: { id: number; traveller_email: string; status: string; excluded_countries: string[]; home_city: string | null }[] }>(
    'GET',
    '/admin/preferences',
    { token: adminToken },
  );
  const mine = prefs.preferences.find((p) => p.traveller_email === journey!.traveller.email && p.status === 'new');
  expect(mine).toMatchObject({ excluded_countries: [excluded.country], home_city: 'Nairobi (NBO)' });
  journey.preferenceId = mine!.id;
});

step('the admin sees the excluded service marked; a proposal with it is refused (409), one without it is made', async () => {
  const { adminToken, excluded, chosen, preferenceId } = state();
  const admin = await browser.newPage({ session: await api.admin() });
  await admin.goto(paths.adminCreateTrip.to({ preferenceId: preferenceId! }));
  const excludedRow = admin.getByRole('listitem').filter({ has: admin.getByText(excluded.name, { exact: true }) });
  await excludedRow.getByText(preferenceNeedsTexts.adminExcludedBadge(excluded.country!)).waitFor();
  expect(await excludedRow.getByRole('button').first().isDisabled()).toBe(true);
  await admin.getByText('Vegetarian').first().waitFor();
  await admin.getByText('Step-free rooms, please.').first().waitFor();
  await saveScreenshot(admin, 'envelope-journey-create-trip');

  const proposal = { preference_id: preferenceId, total_price: TOTAL_PRICE, currency: 'NOK', ...PROPOSAL_CONTENT };
  const refused = await api.request<{ message: string }>('POST', '/trips', { token: adminToken, body: { ...proposal, service_ids: [excluded.id, chosen.id] }, expect: 409 });
  expect(refused.body.message).toBe(preferenceNeedsTexts.serviceInExcludedCountry(excluded.name, excluded.country!));

  const made = await api.request<{ trip: { id: number } }>('POST', '/trips', { token: adminToken, body: { ...proposal, service_ids: [chosen.id] }, expect: 201 });
  state().tripId = made.body.trip.id;
});

step('the traveller pays with 4242 and the trip is confirmed, its destination still sealed', async () => {
  const page = await dashboard();
  await button(page, 'Accept & Pay').click();
  const dialog = await payWithCard(page, '4242 4242 4242 4242');
  await dialog.getByText('Payment successful! Your trip is confirmed.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Confirmed', { exact: true }).first().waitFor();
  expect(await page.getByText(state().chosen.name).count()).toBe(0);
  for (const key of ['weather', 'packing', 'region'] as const) expect(await isStageSealed(page, key), key).toBe(true);
});

step('the admin writes the clues and the itinerary', async () => {
  const { adminToken, chosen, departureDate } = state();
  const region = regionOf(chosen.country!)!;
  state().region = region;
  await writeEnvelope(api, adminToken, tripId(), { weather: WEATHER, packing: { items: PACKING }, region });
  await writeItinerary(api, adminToken, tripId(), [
    { date: departureDate, title: 'Arrival and a slow evening', notes: 'A driver waits at arrivals.', service_ids: [chosen.id] },
    { date: daysBeforeDeparture(departureDate, -1).slice(0, 10), title: 'Out at first light', notes: '', service_ids: [chosen.id] },
  ]);
});

/** Moves the server to the stage's day, then reads the stage on the dashboard and its e-mail. */
async function stageOpens(key: Exclude<EnvelopeStage, 'destination'>, daysBefore: number, expected: string[], subject: string) {
  const { departureDate } = state();
  await moveClock(api, daysBeforeDeparture(departureDate, daysBefore));
  const page = await dashboard();
  const text = await openEnvelopeStage(page, key);
  for (const part of expected) expect(text).toContain(part);
  expect((await subjectsOfMail()).filter((s) => s === subject)).toHaveLength(1);
  return page;
}

step('the weather opens on its day, with an e-mail, and names no place', async () => {
  const { settings, region, chosen } = state();
  const page = await stageOpens('weather', settings.envelope_weather_days, [envelopeTexts.weatherBand(WEATHER.min_c, WEATHER.max_c), envelopeTexts.rainChance(20)], envelopeTexts.mailSubject.weather);
  expect(await isStageSealed(page, 'packing')).toBe(true);
  const body = await page.locator('body').innerText();
  for (const secret of [region!, countryName(chosen.country!), chosen.name]) expect(body).not.toContain(secret);
});

step('the packing list opens on its day, with an e-mail', async () => {
  const page = await stageOpens('packing', state().settings.envelope_packing_days, PACKING, envelopeTexts.mailSubject.packing);
  expect(await isStageSealed(page, 'region')).toBe(true);
  expect(await page.locator('body').innerText()).not.toContain(state().region!);
});

step('the region opens on its day, with an e-mail', async () => {
  const page = await stageOpens('region', state().settings.envelope_region_days, [state().region!], envelopeTexts.mailSubject.region);
  await saveScreenshot(page, 'envelope-journey-region-open');
  const mobile = await dashboard({ mobile: true });
  await openEnvelopeStage(mobile, 'region');
  await saveScreenshot(mobile, 'envelope-journey-region-open-mobile');
});

step('the reveal shows the destination and the day-by-day itinerary, printable', async () => {
  const { departureDate, settings, chosen } = state();
  await moveClock(api, daysBeforeDeparture(departureDate, settings.reveal_days_before_departure));
  expect((await travellerTrip()).is_revealed).toBe(true);
  expect((await subjectsOfMail()).some((s) => s.startsWith('Your destination is revealed'))).toBe(true);
  const page = await dashboard();
  await page.getByText(chosen.name).first().waitFor();
  const days = await companionDayTitles(page);
  expect(days).toHaveLength(2);
  expect(days[0]).toMatch(/^Day 1 · .*: Arrival and a slow evening$/);
  expect(days[1]).toMatch(/^Day 2 · .*: Out at first light$/);
  await page.getByText(itineraryTexts.printLink).first().waitFor();
  await openItinerary(page, tripId());
  await saveScreenshot(page, 'envelope-journey-itinerary');
});

step('completion is refused before the end date and accepted on it', async () => {
  const { traveller } = state();
  const endDate = (await travellerTrip()).completable_from;
  const early = await api.request<{ message: string }>('PUT', `/trips/${tripId()}/traveller-complete`, { token: traveller.token, expect: 409 });
  expect(early.body.message).toBe(tripEndTexts.notCompletableYet(endDate));
  let page = await dashboard();
  await page.getByText(tripEndTexts.completeFromHint(endDate)).waitFor();
  expect(await button(page, tripTexts.markCompleted).count()).toBe(0);

  await setServerDay(api, endDate);
  page = await dashboard();
  await markCompleted(page);
});

step('the traveller reviews the trip', async () => {
  const page = await dashboard();
  await button(page, tripTexts.reviewTrip).click();
  const dialog = page.getByRole('dialog', { name: 'Review Your Trip' });
  await dialog.getByRole('group', { name: 'Overall rating' }).getByLabel('5 stars').check({ force: true });
  await field(dialog, 'Comments').fill('The envelope made the wait half the fun.');
  const services = dialog.getByRole('group', { name: /^Rating for / });
  for (let i = 0; i < (await services.count()); i++) await services.nth(i).getByLabel('5 stars').check({ force: true });
  await button(dialog, 'Submit Review').click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(async () => (await travellerTrip()).has_reviewed).toBe(true);
});

step('"Surprise me again" carries the exclusions forward and adds the country just visited', async () => {
  const { adminToken, excluded, chosen, traveller } = state();
  await api.request('PUT', `/admin/trips/${tripId()}/status`, { token: adminToken, body: { status: 'completed' }, expect: 200 });
  const page = await browser.newPage({ session: traveller });
  await startSurpriseAgain(page, tripId());
  expect((await excludedCountryNames(page)).sort()).toEqual([countryName(excluded.country!), countryName(chosen.country!)].sort());
  expect(await field(page, preferenceNeedsTexts.homeCityLabel).inputValue()).toBe('Nairobi (NBO)');
  await saveScreenshot(page, 'envelope-journey-surprise-again');
});

describe('the envelope journey (issue 19)', () => {
  const run = journeySteps();
  for (const [name, fn] of steps) run(name, fn);
});
