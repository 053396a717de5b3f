/**
 * A trip's thread used by both sides (issue 18 section 4): the traveller writes from the dashboard,
 * the admin finds the trip first in the trips view with its unread count, answers on the trip page,
 * and the traveller sees the answer with its badge. Bodies stay plain text on both sides.
 */
import { describe, expect, it } from 'vitest';
import { adminTripTexts, tripMessageTexts } from '@mt/shared';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { preferenceIdOf, proposeTrip, submitPreferenceByApi } from './support/trips';
import { button, field } from './support/ui';

const api = createApi();
const browser = useBrowser();

describe('the thread of a trip', () => {
  it('traveller asks → admin sees it first and answers → traveller reads the answer', async () => {
    const traveller = await api.registerTraveller();
    await submitPreferenceByApi(api, traveller);
    const tripId = await proposeTrip(api, await preferenceIdOf(api, traveller.email));

    // The traveller writes from the dashboard; markup stays text.
    const page = await browser.newPage({ session: traveller });
    await page.goto('/dashboard/traveller');
    await page.getByRole('heading', { name: `Trip #${tripId}` }).waitFor();
    await page.getByRole('button', { name: tripMessageTexts.open(tripId), exact: true }).click();
    let dialog = page.getByRole('dialog', { name: tripMessageTexts.threadTitle(tripId) });
    await dialog.getByText(tripMessageTexts.empty).waitFor();
    await field(dialog, tripMessageTexts.label).fill('Is it <b>warm</b> there?\nWe are packing.');
    await button(dialog, tripMessageTexts.send).click();
    await dialog.getByText('Is it <b>warm</b> there?', { exact: false }).waitFor();
    expect(await dialog.locator('b').count()).toBe(0);
    await expect.poll(() => field(dialog, tripMessageTexts.label).inputValue()).toBe('');

    // The admin: the trip leads the trips view with its unread count, and the answer goes from the trip page.
    const admin = await browser.newPage({ session: await api.admin() });
    await admin.goto('/admin/trips');
    const firstRow = admin.getByRole('row').nth(1);
    await firstRow.getByText(`#${tripId}`, { exact: true }).waitFor();
    await firstRow.getByText(tripMessageTexts.unread(1)).waitFor();
    await firstRow.getByRole('link', { name: adminTripTexts.viewTrip(tripId) }).click();
    const thread = admin.getByRole('region', { name: tripMessageTexts.title });
    await thread.getByText('Is it <b>warm</b> there?', { exact: false }).waitFor();
    await field(thread, tripMessageTexts.label).fill('Pack light clothes and a warm layer for the evenings.');
    await button(thread, tripMessageTexts.send).click();
    await thread.getByText('Pack light clothes and a warm layer for the evenings.').waitFor();
    // Reading cleared the team's count.
    await admin.goto('/admin/trips');
    await admin.getByRole('link', { name: adminTripTexts.viewTrip(tripId) }).waitFor();
    expect(await admin.getByRole('row').filter({ hasText: `#${tripId}` }).getByText(/unread message/).count()).toBe(0);

    // The traveller sees the badge, then the answer from the team.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    const withBadge = page.getByRole('button', { name: `${tripMessageTexts.open(tripId)}, ${tripMessageTexts.unread(1)}` });
    await withBadge.waitFor();
    await withBadge.click();
    dialog = page.getByRole('dialog', { name: tripMessageTexts.threadTitle(tripId) });
    await dialog.getByText('Pack light clothes and a warm layer for the evenings.').waitFor();
    await dialog.getByText(tripMessageTexts.teamName, { exact: false }).waitFor();
    await saveScreenshot(page, 'trip-messages-traveller');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: tripMessageTexts.open(tripId), exact: true }).waitFor();
  });
});
