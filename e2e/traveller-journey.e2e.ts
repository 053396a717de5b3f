/**
 * The traveller's whole life on the product (issue 4): preferences, a proposal, a declined card and a
 * good one, the reveal, completion, a review of every service, and a rebooking paid again.
 */
import { describe, expect, it } from 'vitest';
import { createApi } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { adminReveal, adminSetStatus, dateInDays, payWithCard, preferenceIdOf, proposeTrip } from './support/trips';
import { button, field, heading1 } from './support/ui';
import { completableFrom } from './support/dates';
import { restoreClockAfterAll, setServerDay } from './support/clock';

const api = createApi();
const browser = useBrowser();
restoreClockAfterAll(api);

describe('the traveller journey', () => {
  it('preferences → proposal → declined card → 4242 → reveal → complete → review → rebook and pay again', async () => {
    const traveller = await api.registerTraveller();
    const page = await browser.newPage({ session: traveller });

    // My Discoveries.
    await page.goto('/discover');
    await heading1(page, 'My Discoveries').waitFor();
    await field(page, 'Budget (per person)').selectOption('2000-3500');
    await field(page, 'Trip duration').selectOption('5-7');
    await field(page, 'Number of travellers').fill('2');
    await field(page, 'Departure date').fill(dateInDays(10));
    await page.getByLabel('Wildlife').check();
    await page.getByLabel('Culture').check();
    await field(page, 'Notes (optional)').fill('We love sunsets.');
    await button(page, 'Find My Mystery Destination').click();
    await waitForPath(page, '/dashboard/traveller');
    await page.getByText("Preferences submitted successfully! We'll be in touch.").waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByText('Preferences Awaiting Moderation').waitFor();

    // The admin turns it into a proposal.
    const tripId = await proposeTrip(api, await preferenceIdOf(api, traveller.email));
    await page.reload();
    await page.getByRole('heading', { name: `Trip #${tripId}` }).waitFor();
    await page.getByText('Payment pending', { exact: true }).first().waitFor();

    // A declined card, then 4242.
    await button(page, 'Accept & Pay').click();
    let dialog = await payWithCard(page, '4000 0000 0000 0002');
    await dialog.getByText('Your card was declined.').waitFor();
    await field(dialog, 'Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await dialog.getByText('Payment successful! Your trip is confirmed.').waitFor();
    // Trips reload 3 s later and the modal closes: the trip is confirmed, with nothing left to pay.
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Confirmed', { exact: true }).first().waitFor();
    expect(await button(page, 'Accept & Pay').count()).toBe(0);
    await page.getByText('Destination reveal').waitFor();
    expect(await page.getByText('Your Mystery Trip Includes').count()).toBe(0);

    // Revealed by the admin: destination, services and the calendar file.
    await adminReveal(api, tripId);
    await page.reload();
    await page.getByText('Your Mystery Trip Includes').waitFor();
    const download = page.waitForEvent('download');
    await button(page, 'Add to Calendar (.ics)').click();
    expect((await download).suggestedFilename()).toBe(`mystery-trip-${tripId}.ics`);

    // Not before the trip's end date (docs/decisions/0021): the dashboard says from when.
    const endDate = await completableFrom(api, traveller, tripId);
    expect(await button(page, 'Mark as Completed').count()).toBe(0);
    await page.getByText(/You can mark this trip completed from/).waitFor();
    await setServerDay(api, endDate);
    await page.reload();

    // Mark as Completed → pending_completion after the 2 s reload.
    await button(page, 'Mark as Completed').click();
    await page.getByRole('status').getByText('Trip marked as completed! Waiting for admin confirmation.').waitFor();
    await page.getByText('Completion requested', { exact: true }).first().waitFor();

    // Review every service.
    await button(page, 'Review Trip').click();
    dialog = page.getByRole('dialog', { name: 'Review Your Trip' });
    await dialog.getByRole('group', { name: 'Overall rating' }).getByLabel('5 stars').check({ force: true });
    await field(dialog, 'Comments').fill('The best surprise of our lives.');
    const serviceGroups = dialog.getByRole('group', { name: /^Rating for / });
    const count = await serviceGroups.count();
    expect(count).toBe(2);
    for (let i = 0; i < count; i++) await serviceGroups.nth(i).getByLabel('4 stars').check({ force: true });
    await button(dialog, 'Submit Review').click();
    await dialog.getByText('Your review has been submitted successfully. Thank you for your feedback!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button(page, 'Already Reviewed').isDisabled()).toBe(true);

    // The admin confirms completion; the trip moves to the history, where it is rebooked and paid again.
    await adminSetStatus(api, tripId, 'completed');
    await page.reload();
    await page.getByText('No Upcoming Trips').waitFor();
    await page.getByRole('button', { name: `View details of trip #${tripId}` }).click();
    dialog = page.getByRole('dialog', { name: `Trip Details: #${tripId}` });
    await button(dialog, 'Rebook').click();
    await field(dialog, 'New departure date').fill(dateInDays(45));
    await button(dialog, 'Confirm rebooking').click();
    dialog = await payWithCard(page, '4242 4242 4242 4242');
    await dialog.getByText('Payment successful! Your trip is confirmed.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const { body } = await api.request<{ upcomingTrip: { id: number; status: string; rebooked_from: number; rebooking_chain: { id: number }[] } }>('GET', '/trips', { token: traveller.token });
    expect(body.upcomingTrip).toMatchObject({ status: 'confirmed', rebooked_from: tripId });
    expect(body.upcomingTrip.rebooking_chain.map((l) => l.id)).toEqual([tripId, body.upcomingTrip.id]);
    await page.getByRole('heading', { name: `Trip #${body.upcomingTrip.id}` }).waitFor();

    // Mail at every step the traveller cares about.
    const { token } = await api.admin();
    const outbox = await api.request<{ emails: { subject: string }[] }>('GET', `/admin/outbox?to=${encodeURIComponent(traveller.email)}`, { token });
    const subjects = outbox.body.emails.map((e) => e.subject);
    for (const start of ['We received your mystery trip preferences', `Your mystery trip #${tripId} is ready`, 'Payment received', 'Your destination is revealed', 'Welcome home']) {
      expect(subjects.some((s) => s.startsWith(start)), start).toBe(true);
    }
  });
});
