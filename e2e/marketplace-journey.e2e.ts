/**
 * Issue 22, end to end: a partner says a service's length, group size and season; a visitor finds it with the
 * three filters and not outside them; a traveller saves it; the admin sees it first when building that
 * traveller's proposal; the admin hides a review and the service's rating changes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  adminReviewTexts,
  partnerServiceTexts,
  saveHeartTexts,
  savedServicesTexts,
  searchTexts,
  type ServiceDto,
  type TripReviewDto,
} from '@mt/shared';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { submitPreferenceByApi } from './support/trips';
import { button, field } from './support/ui';

const api = createApi();
const browser = useBrowser();
const DEMO_PASSWORD = 'mystery-demo-2026';
/** Joseph Mollel's safari company, on the Pro plan (no service limit). */
const SAFARI = 'safari@mysterytrips.example';

const nextYear = new Date().getUTCFullYear() + 1;
const SEASON = { from: `${nextYear}-07-01`, until: `${nextYear}-08-31` };
const stamp = Date.now().toString(36);
const NAME = `Kopje Trek ${stamp}`;

const searchFor = (params: Record<string, string>) => `/service-discovery?${new URLSearchParams({ search: NAME, ...params })}`;
const card = (page: Page) => page.getByRole('heading', { name: NAME, exact: true });

async function publicService(): Promise<ServiceDto | undefined> {
  const { body } = await api.request<{ services: ServiceDto[] }>('GET', `/services/search?${new URLSearchParams({ search: NAME })}`);
  return body.services.find((s) => s.name === NAME);
}

let createdId: number | null = null;
let hiddenReviewId: number | null = null;

afterAll(async () => {
  // Leave the shared demo as it was for the files after this one.
  const { token } = await api.admin();
  if (hiddenReviewId !== null) await api.request('PUT', `/admin/reviews/${hiddenReviewId}/visibility`, { token, body: { hidden: false, reason: '' } });
  if (createdId !== null) {
    const partner = await api.login(SAFARI, DEMO_PASSWORD);
    await api.request('DELETE', `/services/${createdId}`, { token: partner.token });
  }
});

describe('marketplace depth', () => {
  it('a partner sets length, group size and season; a visitor finds it by them; a traveller saves it; the admin sees it first', async () => {
    // The partner adds a two-and-a-half-week trek for 11 to 14 people, next July and August.
    const partner = await api.login(SAFARI, DEMO_PASSWORD);
    const partnerPage = await browser.newPage({ session: partner });
    await partnerPage.goto('/partner-dashboard');
    await button(partnerPage, 'Add New Service').click();
    const dialog = partnerPage.getByRole('dialog', { name: 'Add New Service' });
    await field(dialog, 'Service Name').fill(NAME);
    await field(dialog, 'Service Type').selectOption({ label: 'Tour' });
    await field(dialog, 'Description').fill('Seventeen days on foot between the granite kopjes, with a camp crew and a naturalist guide.');
    await field(dialog, 'Location').fill('Serengeti, Tanzania');
    await field(dialog, 'Country').selectOption({ label: 'Tanzania' });
    await field(dialog, 'Base Price').fill('42000');
    await field(dialog, partnerServiceTexts.durationLabel).fill('17');
    await field(dialog, partnerServiceTexts.durationUnitLabel).selectOption({ label: partnerServiceTexts.days });
    await field(dialog, partnerServiceTexts.groupSizeMinLabel).fill('11');
    await field(dialog, partnerServiceTexts.groupSizeMaxLabel).fill('14');
    await button(dialog, partnerServiceTexts.addSeason).click();
    const dates = dialog.getByRole('listitem', { name: 'Dates 1' });
    await field(dates, partnerServiceTexts.seasonFromLabel).fill(SEASON.from);
    await field(dates, partnerServiceTexts.seasonUntilLabel).fill(SEASON.until);
    await saveScreenshot(partnerPage, 'marketplace--partner-facts--1280', { fullPage: false });
    await button(dialog, 'Save Service').click();
    await partnerPage.getByText('Service added successfully.', { exact: true }).waitFor();

    const stored = await publicService();
    expect(stored).toMatchObject({ duration_hours: 17 * 24, group_size_min: 11, group_size_max: 14, availability: [SEASON] });
    createdId = stored!.id;

    // A visitor finds it with the three filters together, and not with any one of them outside its facts.
    const visitor = await browser.newPage();
    const inside = { duration: '15+', groupSize: '10+', availableFrom: `${nextYear}-08-01` };
    await visitor.goto(searchFor(inside));
    await card(visitor).waitFor();
    await visitor.getByText(`17 days · 11–14 people`, { exact: false }).first().waitFor();
    await saveScreenshot(visitor, 'marketplace--found-by-facts--1280', { fullPage: false });
    for (const outside of [{ duration: '1-3' }, { groupSize: '1-2' }, { availableFrom: `${nextYear}-09-01` }]) {
      await visitor.goto(searchFor({ ...inside, ...outside }));
      // The empty state, or the near-word fallback's other services (decision 0002): never this one.
      await visitor.getByText(searchTexts.emptyTitle, { exact: true }).or(visitor.getByRole('article').first()).waitFor();
      await visitor.waitForLoadState('networkidle');
      expect(await card(visitor).count(), JSON.stringify(outside)).toBe(0);
    }

    // A traveller waiting for a proposal saves it with the heart, and finds it under Saved.
    const traveller = await api.registerTraveller();
    const preferenceId = await submitPreferenceByApi(api, traveller);
    const travellerPage = await browser.newPage({ session: traveller });
    // Settled first: the server's painted page takes no press until it is live.
    await travellerPage.goto(searchFor(inside), { waitUntil: 'networkidle' });
    await button(travellerPage, saveHeartTexts.save(NAME)).click();
    await button(travellerPage, saveHeartTexts.remove(NAME)).waitFor();
    expect(await button(travellerPage, saveHeartTexts.remove(NAME)).getAttribute('aria-pressed')).toBe('true');
    const saved = (await api.request<{ services: ServiceDto[] }>('GET', '/users/me/saved-services', { token: traveller.token })).body.services;
    expect(saved.map((s) => s.id)).toEqual([createdId]);
    await travellerPage.goto('/dashboard/traveller');
    await travellerPage.getByRole('tab', { name: new RegExp(`^${savedServicesTexts.tab}`) }).click();
    await travellerPage.getByRole('heading', { name: NAME, exact: true }).waitFor();

    // The admin building that traveller's proposal sees it first, marked as saved by the traveller.
    const admin = await api.admin();
    const adminPage = await browser.newPage({ session: admin });
    await adminPage.goto(`/admin/create-trip/${preferenceId}`);
    const list = adminPage.getByRole('list', { name: 'Available Services' });
    await list.getByText(savedServicesTexts.savedByTraveller, { exact: true }).waitFor();
    const first = list.getByRole('listitem').first();
    await first.getByText(NAME, { exact: true }).waitFor();
    await first.getByText(savedServicesTexts.savedByTraveller, { exact: true }).waitFor();
    await saveScreenshot(adminPage, 'marketplace--saved-first--1280', { fullPage: false });
  });

  it('the admin hides a review with a reason, and the service rating leaves it at once', async () => {
    const admin = await api.admin();
    const reviews = (await api.request<{ reviews: TripReviewDto[] }>('GET', '/admin/trip-reviews', { token: admin.token })).body.reviews;
    const review = reviews.find((r) => !r.hidden && r.serviceReviews.length > 0)!;
    expect(review).toBeDefined();
    const serviceName = review.serviceReviews[0]!.serviceName;
    const ratingOf = async () => {
      const { body } = await api.request<{ services: ServiceDto[] }>('GET', `/services/search?${new URLSearchParams({ search: serviceName })}`);
      return body.services.find((s) => s.name === serviceName)!;
    };
    const before = await ratingOf();

    const page = await browser.newPage({ session: admin });
    await page.goto('/admin/dashboard?tab=reviews');
    await button(page, `${adminReviewTexts.viewDetails}: review of trip #${review.tripId}`).click();
    const details = page.getByRole('dialog', { name: adminReviewTexts.detailsTitle });
    await button(details, adminReviewTexts.hide).click();
    await field(details, adminReviewTexts.reasonLabel).fill('Names a guide and his phone number.');
    await button(details, adminReviewTexts.hideConfirm).click();
    await page.getByText(adminReviewTexts.hiddenDone(review.tripId), { exact: true }).waitFor();
    hiddenReviewId = review.id;
    await saveScreenshot(page, 'marketplace--review-hidden--1280', { fullPage: false });

    const after = await ratingOf();
    expect(after.review_count).toBe(before.review_count - 1);
  });
});
