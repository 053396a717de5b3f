/**
 * The admin's side of a trip (issue 6, spec 3): a traveller's new preference shows on the dashboard with
 * its badge, the admin builds the proposal in the create-trip view, the traveller pays in the sandbox,
 * the admin reveals, the traveller marks it complete and the admin confirms. The commission tab, the
 * partner's earnings and the revenue figures then move by exactly what the trip's price and the plan's
 * commission say. The new pages are checked with axe on desktop and phone.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  proposalTexts,
  adminPreferenceTexts,
  adminTexts,
  adminTripTexts,
  convertAmount,
  DEFAULT_EXCHANGE_RATES,
  decimalToMinor,
  isAwaitingProposal,
  partnerPayoutMinor,
  revenueTexts,
  tripTexts,
  type AdminPreference,
  type AdminService,
  type AdminTrip,
} from '@mt/shared';
import { createApi, type Session } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { minorOf } from './support/money';
import { saveScreenshot } from './support/screenshots';
import { dateInDays, payWithCard } from './support/trips';
import { button, field, heading1 } from './support/ui';
import { completableFrom } from './support/dates';
import { restoreClockAfterAll, setServerDay } from './support/clock';

const api = createApi();
const browser = useBrowser();
restoreClockAfterAll(api);
const DEMO_PASSWORD = 'mystery-demo-2026';
const RIAD_EMAIL = 'riad@mysterytrips.example';
const TRAVELLERS = 2;
/** What the admin adds on top of the services' value; the price is then rounded up to 10 NOK. */
const MARGIN_NOK = 1_250;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A value shown right after its label (summary cards: <p>label</p><p>value</p>; statistics: <dt>/<dd>). */
const valueAfter = async (page: Page, label: string) =>
  minorOf(await page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent());

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Figures {
  platformRevenue: number;
  partnerPayouts: number;
  tripsProcessed: number;
  totalRevenue: number;
  completedTrips: number;
  revenueThisMonthUsd: number;
  partnerEstimated: number;
  partnerCompleted: number;
}

/** The admin's and the partner's figures as their dashboards show them, in minor units (counts as is). */
async function readFigures(admin: Page, partner: Page): Promise<Figures> {
  await admin.goto('/admin/dashboard?tab=commission');
  await admin.getByText(revenueTexts.platformRevenue, { exact: true }).waitFor();
  const commission = {
    platformRevenue: await valueAfter(admin, revenueTexts.platformRevenue),
    partnerPayouts: await valueAfter(admin, revenueTexts.partnerPayouts),
    tripsProcessed: (await valueAfter(admin, revenueTexts.totalTrips)) / 100,
  };

  await admin.goto('/admin/dashboard?tab=overview');
  await expect.poll(() => admin.getByText(adminTexts.totalRevenue, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()).toMatch(/\d/);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date());
  const revenueRow = admin.getByRole('table', { name: adminTexts.revenueTrends }).getByRole('row', { name: new RegExp(`^${month}\\b`) });
  const overview = {
    totalRevenue: await valueAfter(admin, adminTexts.totalRevenue),
    completedTrips: (await valueAfter(admin, adminTexts.completedTrips)) / 100,
    revenueThisMonthUsd: minorOf(await revenueRow.getByRole('cell').textContent()),
  };

  await partner.goto('/partner-dashboard');
  const earnings = region(partner, 'My Earnings');
  // The figures read 0 while loading: wait for the monthly table, which comes with the loaded summary.
  await earnings.getByRole('table', { name: 'Monthly earnings (completed trips)', includeHidden: true }).waitFor({ state: 'attached' });
  return {
    ...commission,
    ...overview,
    partnerEstimated: minorOf(await earnings.getByTestId('Estimated Total Earnings').textContent()),
    partnerCompleted: minorOf(await earnings.getByTestId('Included in Completed Trips').textContent()),
  };
}

/** Two priced, bookable services of the demo riad and its plan's commission rate, read as the admin. */
async function riadOffer(adminToken: string) {
  const { services } = (await api.request<{ services: AdminService[] }>('GET', '/admin/services', { token: adminToken })).body;
  const { partners } = (await api.request<{ partners: { company_name: string; plan_name: string | null }[] }>('GET', '/admin/partners-list', { token: adminToken })).body;
  const { body: plans } = await api.request<{ data: { name: string; commission_rate: number }[] }>('GET', '/revenue/subscription-plans', { token: adminToken });
  const riad = partners.find((p) => p.company_name === 'Riad Zitoun Atlas')!;
  const commissionRate = plans.data.find((p) => p.name === riad.plan_name)!.commission_rate;
  // One in EUR, so the estimate's conversion to NOK is part of the journey.
  const own = services.filter((s) => s.company_name === riad.company_name && s.is_active && s.base_price_nok !== null);
  const chosen = [own.find((s) => s.currency !== 'NOK')!, own.find((s) => s.currency === 'NOK')!];
  expect(chosen.every(Boolean)).toBe(true);
  return { services: chosen, commissionRate };
}

describe('the admin trip lifecycle', () => {
  it('new preference → proposal in the browser → sandbox payment → reveal → completion; commission, earnings and revenue move by the computed amounts', async () => {
    const admin = await api.admin();
    const riadSession: Session = await api.login(RIAD_EMAIL, DEMO_PASSWORD);
    const { services, commissionRate } = await riadOffer(admin.token);
    const adminPage = await browser.newPage({ session: admin });
    const partnerPage = await browser.newPage({ session: riadSession });
    const before = await readFigures(adminPage, partnerPage);

    const listPreferences = async () => (await api.request<{ preferences: AdminPreference[] }>('GET', '/admin/preferences', { token: admin.token })).body.preferences;
    const awaitingBefore = (await listPreferences()).filter(isAwaitingProposal).length;

    // The traveller's preferences, through My Discoveries.
    const traveller = await api.registerTraveller();
    const travellerPage = await browser.newPage({ session: traveller });
    await travellerPage.goto('/discover');
    await heading1(travellerPage, 'My Discoveries').waitFor();
    await field(travellerPage, 'Budget (per person)').selectOption('2000-3500');
    await field(travellerPage, 'Trip duration').selectOption('5-7');
    await field(travellerPage, 'Number of travellers').fill(String(TRAVELLERS));
    await field(travellerPage, 'Departure date').fill(dateInDays(25));
    await travellerPage.getByLabel('Culture').check();
    await button(travellerPage, 'Find My Mystery Destination').click();
    await waitForPath(travellerPage, '/dashboard/traveller');
    const preference = (await listPreferences()).find((p) => p.traveller_email === traveller.email)!;
    expect(preference).toMatchObject({ status: 'new', traveller_count: TRAVELLERS });

    // The dashboard: one more on the Preferences tab's badge, the row marked New, Create Trip.
    await adminPage.goto('/admin/dashboard?tab=preferences');
    const tabName = new RegExp(`^${adminTexts.tabs.preferences}\\s+${adminPreferenceTexts.newBadge(awaitingBefore + 1)}$`);
    await adminPage.getByRole('tab', { name: tabName, selected: true }).waitFor();
    await adminPage.getByPlaceholder(adminPreferenceTexts.searchPlaceholder).fill(traveller.email);
    const createLink = adminPage.getByRole('link', { name: `${adminPreferenceTexts.createTrip}: preference #${preference.id}`, exact: true });
    const preferenceRow = adminPage.getByRole('row').filter({ has: createLink });
    await preferenceRow.getByText(adminPreferenceTexts.statuses.new, { exact: true }).waitFor();
    await createLink.click();

    // The admin builds the proposal in the create-trip view.
    await waitForPath(adminPage, `/admin/create-trip/${preference.id}`);
    await heading1(adminPage, adminTripTexts.createTripTitle).waitFor();
    await region(adminPage, adminTripTexts.preferenceSummary).getByText(traveller.name, { exact: true }).waitFor();
    const total = field(adminPage, adminTripTexts.totalPrice);
    const create = button(adminPage, adminTripTexts.createProposal);
    expect(await create.isDisabled()).toBe(true);
    const search = adminPage.getByPlaceholder(adminTripTexts.searchServices);
    for (const service of services) {
      await search.fill(service.name.toUpperCase());
      await button(adminPage, adminTripTexts.addService(service.name)).click();
      await button(adminPage, `${adminTripTexts.added}: ${service.name}`).waitFor();
    }
    const unitMinors = services.map((s) => decimalToMinor(s.base_price_nok!, 'NOK'));
    const serviceValueMinor = unitMinors.reduce((a, b) => a + b, 0) * TRAVELLERS;
    expect(await total.inputValue()).toBe((serviceValueMinor / 100).toFixed(2));
    // Priced, but the proposal does not yet say what it buys (issue 18).
    expect(await create.isDisabled()).toBe(true);

    // The admin's price: the services' value plus a margin, in whole tens of NOK (so its USD value is whole cents).
    const priceMinor = Math.ceil((serviceValueMinor + MARGIN_NOK * 100) / 1000) * 1000;
    const destination = `Medina of Marrakech ${Date.now().toString(36)}`;
    await total.fill((priceMinor / 100).toFixed(2));
    await field(adminPage, adminTripTexts.destinationField).fill(destination);
    // What the traveller is told before paying (issue 18): nothing here names the place.
    await field(adminPage, proposalTexts.nightsField).fill('6');
    await field(adminPage, proposalTexts.guidedActivitiesField).fill('3');
    await field(adminPage, proposalTexts.accommodationField).fill('a boutique riad and a desert camp');
    await field(adminPage, proposalTexts.mealsField).fill('breakfast daily, two dinners');
    await field(adminPage, proposalTexts.transfersField).check();
    await field(adminPage, proposalTexts.teaserField).fill('Spice-scented alleys by day, a sky full of stars by night.');
    expect(await create.isEnabled()).toBe(true);
    await saveScreenshot(adminPage, 'admin-create-trip-filled');
    await create.click();
    await adminPage.getByText(tripTexts.tripCreated, { exact: true }).waitFor();
    await waitForPath(adminPage, '/admin/dashboard?tab=preferences');
    const { body: created } = await api.request<{ trip: AdminTrip }>('GET', `/admin/trips/by-preference/${preference.id}`, { token: admin.token });
    const tripId = created.trip.id;
    expect(created.trip).toMatchObject({ status: 'pending_confirmation', total_price: priceMinor / 100, currency: 'NOK', destination });

    // The destination stays hidden from the traveller until the reveal.
    const hidden = await api.request<{ upcomingTrip: { id: number; destination: string | null; name: string | null } }>('GET', '/trips', { token: traveller.token });
    expect(hidden.body.upcomingTrip).toMatchObject({ id: tripId, destination: null, name: null });

    // The traveller pays with the sandbox card 4242.
    await travellerPage.reload();
    await travellerPage.getByRole('heading', { name: `Trip #${tripId}` }).waitFor();
    await button(travellerPage, 'Accept & Pay').click();
    const dialog = await payWithCard(travellerPage, '4242 4242 4242 4242');
    await dialog.getByText('Payment successful! Your trip is confirmed.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The admin reveals it from Trips Management.
    await adminPage.goto('/admin/trips');
    await heading1(adminPage, adminTripTexts.tripsTitle).waitFor();
    await adminPage.getByPlaceholder(adminTripTexts.searchTrips).fill(traveller.email);
    const row = adminPage.getByRole('row').filter({ has: adminPage.getByRole('link', { name: adminTripTexts.viewTrip(tripId) }) });
    await row.getByText(adminPreferenceTexts.tripConfirmedPaid, { exact: true }).waitFor();
    await row.getByRole('button', { name: adminTripTexts.revealTrip(tripId) }).click();
    await adminPage.getByText(adminTripTexts.revealed(tripId), { exact: true }).waitFor();
    await row.getByText(adminTripTexts.labels.revealed, { exact: true }).waitFor();

    // The traveller sees the destination the admin typed, and marks the trip complete.
    await travellerPage.reload();
    await travellerPage.getByText(destination, { exact: true }).waitFor();
    // From the trip's end date on (docs/decisions/0021): the server's clock moves there.
    await setServerDay(api, await completableFrom(api, traveller, tripId));
    await travellerPage.reload();
    await button(travellerPage, 'Mark as Completed').click();
    await travellerPage.getByText(tripTexts.markedComplete).waitFor();

    // The admin confirms completion on the preference's view; nothing is left to do afterwards.
    await adminPage.goto(`/admin/create-trip/${preference.id}`);
    await button(adminPage, adminTripTexts.confirmCompletion).click();
    await adminPage.getByText(adminTripTexts.statusUpdated(tripId, adminTripTexts.labels.completed), { exact: true }).waitFor();
    await adminPage.getByText(adminTripTexts.noFurtherActions, { exact: true }).waitFor();
    await saveScreenshot(adminPage, 'admin-create-trip-completed');

    // Every figure moved by exactly the trip's amounts: payouts = value × (1 − commission), revenue = price − payouts.
    const payoutsMinor = unitMinors.reduce((sum, unit) => sum + partnerPayoutMinor(unit, TRAVELLERS, commissionRate), 0);
    const priceUsdMinor = decimalToMinor(convertAmount(priceMinor / 100, 'NOK', 'USD', DEFAULT_EXCHANGE_RATES)!, 'USD');
    const after = await readFigures(adminPage, partnerPage);
    const moved = Object.fromEntries(Object.keys(before).map((k) => [k, after[k as keyof Figures] - before[k as keyof Figures]]));
    expect(moved).toEqual({
      platformRevenue: priceMinor - payoutsMinor,
      partnerPayouts: payoutsMinor,
      tripsProcessed: 1,
      totalRevenue: priceMinor,
      completedTrips: 1,
      revenueThisMonthUsd: priceUsdMinor,
      partnerEstimated: payoutsMinor,
      partnerCompleted: payoutsMinor,
    });
  });

  it.each([
    ['desktop', false],
    ['mobile', true],
  ])('the create-trip, trips and trip pages have no serious accessibility violations and no sideways scroll (%s)', async (label, mobile) => {
    const admin = await api.admin();
    const { body } = await api.request<{ preferences: AdminPreference[] }>('GET', '/admin/preferences', { token: admin.token });
    const fresh = body.preferences.find((p) => p.status === 'new' && !p.associated_trip)!;
    const rebooked = body.preferences.find((p) => p.associated_trip?.has_been_rebooked)!;
    const page = await browser.newPage({ session: admin, mobile });
    const pages: [string, () => Promise<unknown>][] = [
      [
        `/admin/create-trip/${fresh.id}`,
        async () => {
          // With services chosen, so the selected list and the estimate are checked too.
          const add = page.getByRole('list', { name: adminTripTexts.availableServices }).getByRole('button', { name: /^Add /, disabled: false });
          for (let i = 0; i < 2; i++) await add.first().click();
          await page.getByRole('button', { name: /^Remove / }).nth(1).waitFor();
        },
      ],
      [`/admin/create-trip/${rebooked.id}`, () => page.getByRole('navigation', { name: adminTripTexts.rebookingChain }).waitFor()],
      ['/admin/trips', () => page.getByRole('table', { name: adminTripTexts.tripsTitle }).waitFor()],
      [`/admin/trip/${rebooked.associated_trip!.id}`, () => page.getByRole('heading', { name: adminTripTexts.includedServices }).waitFor()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      await expectNoSeriousAxeViolations(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth + 1);
      await saveScreenshot(page, `admin-trips-${path.replace(/\W+/g, '-')}-${label}`);
    }
  });
});
