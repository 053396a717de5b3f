/** The 3-D Secure card path of the sandbox and /payment-confirmation for every redirect status (issue 4). */
import { describe, expect, it } from 'vitest';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';
import { payWithCard, proposeTrip, submitPreferenceByApi } from './support/trips';
import { button, heading1, link } from './support/ui';

const api = createApi();
const browser = useBrowser();

describe('card payments in the sandbox', () => {
  it('3-D Secure: a failed authentication shows why, an approved one pays', async () => {
    const traveller = await api.registerTraveller();
    const tripId = await proposeTrip(api, await submitPreferenceByApi(api, traveller), 18_000);
    const page = await browser.newPage({ session: traveller });
    await page.goto('/dashboard/traveller');
    await page.getByRole('heading', { name: `Trip #${tripId}` }).waitFor();

    await button(page, 'Accept & Pay').click();
    const dialog = await payWithCard(page, '4000 0025 0000 3155');
    await dialog.getByText('Please complete the authentication with your bank to finish the payment.').waitFor();
    await button(dialog, 'Fail authentication').click();
    await dialog.getByText('We are unable to authenticate your payment method. Please choose a different payment method and try again.').waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByText('Payment failed', { exact: true }).first().waitFor();

    await button(page, 'Accept & Pay').click();
    const again = await payWithCard(page, '4000 0027 6000 3184');
    await button(again, 'Complete authentication').click();
    await again.getByText('Payment successful! Your trip is confirmed.').waitFor();
    await again.waitFor({ state: 'detached' });
    await page.getByText('Confirmed', { exact: true }).first().waitFor();
    const { body } = await api.request<{ upcomingTrip: { payment_status: string } }>('GET', '/trips', { token: traveller.token });
    expect(body.upcomingTrip.payment_status).toBe('paid');
    // Without Stripe keys the sandbox pays on its own: Stripe.js is never added to the page.
    expect(await page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src && !src.startsWith(location.origin)))).toEqual([]);
  });

  it.each([
    ['succeeded', 'Payment Successful!'],
    ['processing', 'Payment Processing'],
    ['failed', 'Payment Failed'],
    ['requires_payment_method', 'Payment Status Unknown'],
  ])('/payment-confirmation?redirect_status=%s shows %s', async (status, title) => {
    const page = await browser.newPage();
    await page.goto(`/payment-confirmation?redirect_status=${status}`);
    await heading1(page, title).waitFor();
    expect(await link(page, 'Return to Dashboard').getAttribute('href')).toBe('/dashboard/traveller');
  });
});
