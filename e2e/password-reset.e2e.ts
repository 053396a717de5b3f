/** Issue 21, accounts: password reset by e-mail, sessions that end, log out everywhere. */
import { describe, expect, it } from 'vitest';
import { createApi, type Account } from './support/api';
import { DESKTOP, useBrowser, waitForPath } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { button, field, heading1, link, signInThroughUI, storageItem } from './support/ui';

const api = createApi();
const browser = useBrowser();
const PHONE = { width: 412, height: 915 } as const;

/** The reset link of the newest reset mail to this address, read from the outbox as an admin. */
async function mailedResetLink(email: string): Promise<string> {
  const { token } = await api.admin();
  for (let i = 0; i < 20; i++) {
    const { body } = await api.request<{ emails: { subject: string; body: string }[] }>('GET', `/admin/outbox?to=${encodeURIComponent(email)}`, { token });
    const mail = body.emails.find((e) => /reset-password\?token=/.test(e.body));
    const url = mail?.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    if (url) return new URL(url).pathname + new URL(url).search;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset mail for ${email}`);
}

/** Waits until the server refuses a token (logout's call goes out after the page has moved on). */
async function expectRefused(token: string) {
  for (let i = 0; i < 40; i++) {
    const { status } = await api.request('PUT', '/users/me/profile', { token, body: { name: 'Still here' }, expect: [200, 401] });
    if (status === 401) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the old token still works');
}

describe('password reset by e-mail', () => {
  it('forgot password → link from the outbox → new password → the old session is refused → sign in with the new one', async () => {
    const account: Account = await api.registerTraveller();
    const page = await browser.newPage({ viewport: PHONE, mobile: true });

    await page.goto('/login');
    await link(page, 'Forgot password?').click();
    await waitForPath(page, '/forgot-password');
    await heading1(page, 'Forgot your password?').waitFor();
    await saveScreenshot(page, 'password-reset--forgot--412');
    await field(page, 'Email').fill(account.email);
    await button(page, 'Send reset link').click();
    await page.getByText('If an account exists for that email', { exact: false }).waitFor();

    const resetPath = await mailedResetLink(account.email);
    await page.goto(resetPath);
    await heading1(page, 'Choose a new password').waitFor();
    const newPassword = 'Fresh-Mystery-Path-77';
    await field(page, 'New password').fill('password123');
    await field(page, 'Confirm new password').fill('password123');
    await button(page, 'Set new password').click();
    await page.getByText('one of the most common', { exact: false }).waitFor();
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByText('Password strength: Strong', { exact: false }).waitFor();
    await saveScreenshot(page, 'password-reset--reset--412');
    await button(page, 'Set new password').click();
    await page.getByText('Your password has been reset.', { exact: false }).waitFor();

    await expectRefused(account.token);
    // The link works once.
    const again = await api.request('POST', '/auth/reset-password', { body: { token: new URL(resetPath, 'http://x').searchParams.get('token'), password: 'Another-Fresh-One-9' }, expect: 400 });
    expect(again.status).toBe(400);

    await link(page, 'Sign in').click();
    await signInThroughUI(page, account.email, newPassword, '/dashboard/traveller');
    await heading1(page, 'Traveller Dashboard').waitFor();
  });

  it('the reset pages at 1280 px', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/forgot-password');
    await heading1(page, 'Forgot your password?').waitFor();
    await saveScreenshot(page, 'password-reset--forgot--1280');
    await page.goto('/reset-password?token=not-a-real-one');
    await field(page, 'New password').fill('Sunny-Day-42');
    await field(page, 'Confirm new password').fill('Sunny-Day-42');
    await button(page, 'Set new password').click();
    await page.getByText('invalid, has expired or was already used', { exact: false }).waitFor();
    await saveScreenshot(page, 'password-reset--reset-invalid--1280');
  });
});

describe('sessions that end', () => {
  it('logout ends the session on the server, not only in the browser', async () => {
    const account = await api.registerTraveller();
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/login');
    await signInThroughUI(page, account.email, account.password, '/dashboard/traveller');
    const token = (await storageItem(page, 'token'))!;
    await button(page, 'Logout').click();
    await waitForPath(page, '/');
    await expectRefused(token);
  });

  it('"Log out everywhere" in account settings ends every session of the user', async () => {
    const account = await api.registerTraveller();
    const otherDevice = await api.login(account.email, account.password);
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/login');
    await signInThroughUI(page, account.email, account.password, '/dashboard/traveller');
    await button(page, 'Log out everywhere').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'password-reset--account-settings--1280', { fullPage: false });
    await button(page, 'Log out everywhere').click();
    await waitForPath(page, '/');
    expect(await storageItem(page, 'token')).toBeNull();
    await expectRefused(otherDevice.token);
    await expectRefused(account.token);
  });

  it('a partner has "Log out everywhere" in the partner account too', async () => {
    const partner = await api.registerPartner();
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/login');
    await signInThroughUI(page, partner.email, partner.password, '/partner-dashboard');
    await button(page, 'Log out everywhere').click();
    await waitForPath(page, '/');
    expect(await storageItem(page, 'token')).toBeNull();
    await expectRefused(partner.token);
  });
});
