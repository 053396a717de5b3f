/** Accessibility (axe, WCAG 2 A/AA) and small-screen layout of the traveller's pages and modals. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Account } from './support/api';
import { useBrowser } from './support/browser';
import { adminReveal, adminSetStatus, payByApi, proposeTrip, submitPreferenceByApi } from './support/trips';
import { button } from './support/ui';
import { restoreClockAfterAll, setServerDay } from './support/clock';
import { completableFrom } from './support/dates';

const api = createApi();
const browser = useBrowser();
restoreClockAfterAll(api);
let traveller: Account;
let completedTrip: number;

beforeAll(async () => {
  traveller = await api.registerTraveller();
  // One completed trip (history, details with services) and one revealed, paid trip (the upcoming one),
  // on its end date so its Review Trip button is offered (docs/decisions/0021).
  completedTrip = await proposeTrip(api, await submitPreferenceByApi(api, traveller));
  await payByApi(api, traveller, completedTrip);
  await adminReveal(api, completedTrip);
  await adminSetStatus(api, completedTrip, 'completed');
  const upcoming = await proposeTrip(api, await submitPreferenceByApi(api, traveller));
  await payByApi(api, traveller, upcoming);
  await adminReveal(api, upcoming);
  await setServerDay(api, await completableFrom(api, traveller, upcoming));
});

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `- [${v.impact}] ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`).join('\n');
  expect(blocking.length, `${what}:\n${report}`).toBe(0);
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard/traveller');
  await page.getByText('Your Mystery Trip Includes').waitFor();
  await page.waitForLoadState('networkidle');
}

describe('traveller pages', () => {
  it('the dashboard and its Trip Details and Review modals', async () => {
    const page = await browser.newPage({ session: traveller });
    await openDashboard(page);
    await expectNoSeriousViolations(page, 'dashboard');
    await page.getByRole('button', { name: `View details of trip #${completedTrip}` }).click();
    await page.getByRole('dialog').getByText('Your Mystery Trip Includes').waitFor();
    await expectNoSeriousViolations(page, 'trip details');
    await page.keyboard.press('Escape');
    await button(page, 'Review Trip').first().click();
    await page.getByRole('dialog', { name: 'Review Your Trip' }).getByRole('group', { name: /^Rating for / }).first().waitFor();
    await expectNoSeriousViolations(page, 'review form');
  });

  it('My Discoveries with its validation messages', async () => {
    const page = await browser.newPage({ session: traveller });
    await page.goto('/discover');
    await button(page, 'Find My Mystery Destination').click();
    await page.getByText('Please select at least one interest.').waitFor();
    await expectNoSeriousViolations(page, '/discover');
  });

  it('the sandbox payment form', async () => {
    const proposal = await proposeTrip(api, await submitPreferenceByApi(api, traveller));
    const page = await browser.newPage({ session: traveller });
    await page.goto('/dashboard/traveller');
    await page.getByRole('button', { name: `View details of trip #${proposal}` }).click();
    await button(page.getByRole('dialog'), 'Pay Now').click();
    await page.getByRole('dialog', { name: 'Complete Your Payment' }).getByText('Test mode', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'payment modal');
  });

  it.each(['/dashboard/traveller', '/discover'])('%s does not scroll sideways on a phone', async (path) => {
    const page = await browser.newPage({ session: traveller, mobile: true });
    if (path === '/dashboard/traveller') await openDashboard(page);
    else await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
  });
});
