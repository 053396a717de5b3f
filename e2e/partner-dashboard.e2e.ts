/**
 * The partner's journey (issue 5, spec 2 section 2): a new partner registers, subscribes through the
 * sandbox checkout, lists services with images up to the plan limit, edits and deletes one, opens the
 * public page, reads earnings, bookings and popularity of a trip that includes their services, changes
 * plan and cancels in the sandbox billing portal. The demo partner's dashboard is checked for accessibility.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailVerificationTexts } from '@mt/shared';
import { createApi, type Session } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { pngFile } from './support/images';
import { expectResponsiveImg } from './support/responsive-images';
import { saveScreenshot } from './support/screenshots';
import { adminSetStatus, payByApi, proposeTripWith, submitPreferenceByApi } from './support/trips';
import { button, heading1, link, newPartnerForm, storageItem, submitPartnerRegistration } from './support/ui';

const api = createApi();
const browser = useBrowser();
const DEMO_PASSWORD = 'mystery-demo-2026';
const RIAD = { email: 'riad@mysterytrips.example' };

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function addService(page: Page, services: Locator, name: string, colour: [number, number, number]) {
  await button(services, 'Add New Service').click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByLabel('Service Name', { exact: true }).fill(name);
  await dialog.getByLabel('Service Type', { exact: true }).selectOption({ label: 'Tour' });
  await dialog.getByLabel('Description', { exact: true }).fill('A guided afternoon through the old town, with mint tea on a rooftop.');
  await dialog.getByLabel('Location', { exact: true }).fill('Medina, Marrakech');
  await dialog.getByLabel('Country', { exact: true }).selectOption({ label: 'Morocco' });
  await dialog.getByLabel('Base Price', { exact: true }).fill('450.50');
  // Wider than 320px, so the pipeline stores smaller widths beside it for the srcset.
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(pngFile(`${name}.png`, colour, 800, 500));
  await button(dialog, 'Save Service').click();
  await page.getByText('Service added successfully.', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Manage Billing → the sandbox billing page. */
async function openBilling(page: Page) {
  await button(region(page, 'Your Subscription'), 'Manage Billing').click();
  await waitForPath(page, '/sandbox/billing');
  await heading1(page, 'Billing').waitFor();
}

describe('the partner journey', () => {
  it('registers, subscribes in the sandbox, lists services up to the limit, earns from a trip, changes plan and cancels', async () => {
    // Registration lands on the dashboard: no subscription yet, so the plans are offered and services dimmed.
    const form = newPartnerForm();
    const page = await browser.newPage();
    await page.goto('/partner-register');
    await submitPartnerRegistration(page, form);
    await waitForPath(page, '/partner-dashboard');
    await page.getByText(form.companyName, { exact: true }).first().waitFor();
    const subscription = region(page, 'Your Subscription');
    const services = region(page, 'My Services / Listings');
    await button(subscription, 'Subscribe to Starter').waitFor();
    for (const plan of ['Growth', 'Pro']) await button(subscription, `Subscribe to ${plan}`).waitFor();
    await services.getByText('Requires an active subscription.', { exact: true }).waitFor();
    await page.getByText('Your public profile will be available once setup is complete.').waitFor();
    // Issue 21: a first listing needs a confirmed address; the partner opens the link the server mailed.
    const mailed = new URL(await api.verificationLink(form.email));
    await page.goto(`${mailed.pathname}${mailed.search}`);
    await page.getByText(emailVerificationTexts.verified, { exact: true }).waitFor();
    await page.goto('/partner-dashboard');
    await button(subscription, 'Subscribe to Starter').waitFor();

    // A checkout abandoned: back with subscription_cancel, the query cleared.
    await button(subscription, 'Subscribe to Growth').click();
    await page.waitForURL(/\/sandbox\/checkout\/sandbox_cs_[0-9a-f]+$/);
    await button(page, 'Cancel and return').click();
    await page.getByText('Subscription process was cancelled.', { exact: true }).waitFor();
    await waitForPath(page, '/partner-dashboard');
    expect(new URL(page.url()).search).toBe('');

    // The sandbox checkout: Test mode, the plan and its price; completing it activates the subscription.
    await button(subscription, 'Subscribe to Starter').click();
    await page.waitForURL(/\/sandbox\/checkout\/sandbox_cs_[0-9a-f]+$/);
    await page.getByRole('heading', { name: 'Subscribe to Starter' }).waitFor();
    await page.getByText('Test mode', { exact: true }).waitFor();
    await page.getByText('299.00 NOK / month', { exact: true }).waitFor();
    await page.getByText(form.email).waitFor();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, 'sandbox-checkout');
    await button(page, 'Complete subscription').click();
    await page.getByText('Subscription activated successfully!', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await subscription.getByText('Active', { exact: true }).waitFor();
    await subscription.getByText('Starter', { exact: true }).waitFor();
    await button(subscription, 'Manage Billing').waitFor();

    // Services with images up to the Starter plan's 3.
    const stamp = Date.now().toString(36);
    const names = [1, 2, 3].map((i) => `Medina Walk ${stamp} ${i}`);
    for (const [i, name] of names.entries()) await addService(page, services, name, [40 + i * 60, 120, 90]);
    await expect.poll(() => button(services, 'Service Limit Reached').isDisabled()).toBe(true);
    await services.getByText("You've reached your plan limit of 3 services.", { exact: true }).waitFor();
    const src = await expectResponsiveImg(services.getByRole('row').filter({ hasText: names[0] }).locator('img'), 'services');
    expect(src).toMatch(/-800x500\.webp$/);
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/webp');

    // Edit one, delete another (after the confirmation).
    await button(services, `Edit ${names[1]}`).click();
    const edit = page.getByRole('dialog', { name: 'Update Service' });
    expect(await edit.getByLabel('Base Price', { exact: true }).inputValue()).toBe('450.50');
    const edited = `Rooftop Tea ${stamp}`;
    await edit.getByLabel('Service Name', { exact: true }).fill(edited);
    await edit.getByLabel('Base Price', { exact: true }).fill('520');
    await button(edit, 'Update Service').click();
    await page.getByText('Service updated successfully.', { exact: true }).waitFor();
    await services.getByRole('row').filter({ hasText: edited }).getByText('NOK 520.00', { exact: true }).waitFor();
    await button(services, `Delete ${names[2]}`).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Service' });
    await confirm.getByText('Are you sure you want to delete this service? This action cannot be undone.', { exact: true }).waitFor();
    await button(confirm, 'Delete').click();
    await page.getByText('Service deleted successfully.', { exact: true }).waitFor();
    await button(services, 'Add New Service').waitFor();
    expect(await services.getByRole('row').count()).toBe(1 + 2);

    // The public page lists the two services with their images.
    await link(page, 'View your public profile').click();
    await page.waitForURL(/\/partners\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    for (const name of [names[0]!, edited]) {
      const card = page.getByRole('article').filter({ hasText: name });
      await card.waitFor();
      await expectResponsiveImg(card.locator('img').first(), 'services');
    }
    expect(await page.getByText(names[2]!).count()).toBe(0);

    // A trip of two travellers with both services, paid and completed, set up through the API.
    const partner: Session = { token: (await storageItem(page, 'token'))!, user: JSON.parse((await storageItem(page, 'user'))!) };
    const own = (await api.request<{ services: { id: number; name: string }[] }>('GET', '/services', { token: partner.token })).body.services;
    const traveller = await api.registerTraveller();
    const tripId = await proposeTripWith(api, await submitPreferenceByApi(api, traveller), own.map((s) => s.id), 3_000);
    await payByApi(api, traveller, tripId);
    await adminSetStatus(api, tripId, 'completed');

    // (520 + 450.50) × 2 travellers × (1 − 15 % Starter commission) = 1 649,85 kr, completed this month.
    await page.goto('/partner-dashboard');
    const earnings = region(page, 'My Earnings');
    await expect.poll(async () => plain(await earnings.getByTestId('Estimated Total Earnings').textContent())).toBe('1 649,85 kr');
    expect(plain(await earnings.getByTestId('Included in Completed Trips').textContent())).toBe('1 649,85 kr');
    const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    const trendRow = earnings.getByRole('table', { name: 'Monthly earnings (completed trips)', includeHidden: true }).getByRole('row', { includeHidden: true }).filter({ hasText: month });
    expect(plain(await trendRow.getByRole('cell', { includeHidden: true }).nth(1).textContent())).toBe('1 649,85 kr');
    const popularity = region(page, 'Service Popularity');
    await popularity.locator('.recharts-bar-rectangle').first().waitFor();
    const bars = popularity.getByRole('table', { includeHidden: true }).getByRole('row', { includeHidden: true });
    for (const name of [names[0]!, edited]) {
      expect(plain(await bars.filter({ hasText: name }).getByRole('cell', { includeHidden: true }).nth(1).textContent())).toBe('1');
    }
    const bookings = region(page, 'Recent Bookings');
    await bookings.getByRole('table').waitFor();
    const rows = bookings.getByRole('row').filter({ hasText: traveller.name });
    expect(await rows.count()).toBe(2);
    for (const name of [names[0]!, edited]) expect(await rows.filter({ hasText: name }).filter({ hasText: /completed/i }).count()).toBe(1);
    await saveScreenshot(page, 'partner-journey-insights');

    // Billing: a bigger plan moves the limit; cancelling dims the services and takes the public page down.
    await openBilling(page);
    await page.getByText('Test mode', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await button(page, 'Switch to Growth').click();
    await page.getByText('Your plan is now Growth.', { exact: true }).waitFor();
    await link(page, 'Back to your dashboard').click();
    await subscription.getByText('Growth', { exact: true }).waitFor();
    await button(services, 'Add New Service').waitFor();

    await openBilling(page);
    await button(page, 'Cancel subscription').click();
    await button(page.getByRole('alertdialog', { name: 'Cancel subscription?' }), 'Cancel subscription').click();
    await page.getByText('Your subscription is cancelled.', { exact: true }).waitFor();
    await link(page, 'Back to your dashboard').click();
    await services.getByText('Requires an active subscription.', { exact: true }).waitFor();
    expect(await services.locator('[inert]').count()).toBe(1);
    await subscription.getByText('Canceled', { exact: true }).waitFor();
    await button(subscription, 'Subscribe to Starter').waitFor();
    await page.getByText('Your public profile will be available once setup is complete.').waitFor();
    expect((await api.request('GET', `/public/partners/${slug}`, { expect: 404 })).status).toBe(404);
    await saveScreenshot(page, 'partner-journey-cancelled');
  });

  it.each([
    ['desktop', false],
    ['mobile', true],
  ])('the demo partner’s full dashboard has no serious accessibility violations and no sideways scroll (%s)', async (_label, mobile) => {
    const riad = await api.login(RIAD.email, DEMO_PASSWORD);
    const page = await browser.newPage({ session: riad, mobile });
    await page.goto('/partner-dashboard');
    await region(page, 'Recent Bookings').getByRole('table').waitFor();
    await region(page, 'My Earnings').locator('.recharts-line').waitFor();
    await expectNoSeriousAxeViolations(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
    await saveScreenshot(page, `partner-dashboard-${mobile ? 'mobile' : 'desktop'}`);
  });
});
