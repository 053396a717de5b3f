/** Sign-in, registration and session journeys (spec 1 sections 2, 4, 5 and 8). */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApi, type Account } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import {
  button,
  heading1,
  link,
  newPartnerForm,
  newTravellerForm,
  signInThroughUI,
  storageItem,
  submitLogin,
  submitPartnerRegistration,
  submitTravellerRegistration,
} from './support/ui';

const api = createApi();
const browser = useBrowser();

describe('registration and sign-in', () => {
  it('a traveller registers, signs out, signs in again and lands on the traveller dashboard', async () => {
    const page = await browser.newPage();
    const form = newTravellerForm();

    await page.goto('/register');
    await submitTravellerRegistration(page, form);
    await waitForPath(page, '/dashboard/traveller');
    await heading1(page, 'Traveller Dashboard').waitFor();
    // A new account is welcomed; "Welcome back" waits for its next sign-in (issue 22).
    await page.getByText(`Welcome, ${form.name}!`, { exact: true }).waitFor();
    // The navigation bar of a signed-in traveller.
    await page.getByText(`Welcome, ${form.name}`, { exact: true }).waitFor();
    await link(page, 'Dashboard').waitFor();
    await link(page, 'My Discoveries').waitFor();
    expect(await storageItem(page, 'token')).toBeTruthy();
    expect(JSON.parse((await storageItem(page, 'user')) ?? 'null')).toMatchObject({ email: form.email, name: form.name });

    await button(page, 'Logout').click();
    await waitForPath(page, '/');
    await link(page, 'Login').waitFor();
    expect(await storageItem(page, 'user')).toBeNull();
    expect(await storageItem(page, 'token')).toBeNull();

    await signInThroughUI(page, form.email, form.password, '/dashboard/traveller');
    await heading1(page, 'Traveller Dashboard').waitFor();
    await page.getByText(`Welcome back, ${form.name}!`, { exact: true }).waitFor();
  });

  it('a partner registers and lands on the partner dashboard', async () => {
    const page = await browser.newPage();
    const form = newPartnerForm();

    await page.goto('/partner-register');
    await submitPartnerRegistration(page, form);
    await waitForPath(page, '/partner-dashboard');
    await heading1(page, 'Partner Dashboard').waitFor();
    // Partners are greeted by company name, and have no My Discoveries.
    await page.getByText(`Welcome, ${form.companyName}`, { exact: true }).waitFor();
    await link(page, 'Dashboard').waitFor();
    expect(await link(page, 'My Discoveries').count()).toBe(0);
    expect(JSON.parse((await storageItem(page, 'user')) ?? 'null')).toMatchObject({
      email: form.email,
      user_type: 'partner',
      companyName: form.companyName,
    });
  });

  it('the admin signs in and lands on the admin dashboard', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await submitLogin(page, inject('adminEmail'), inject('adminPassword'));
    await waitForPath(page, '/admin/dashboard');
    await heading1(page, 'Admin Dashboard').waitFor();
    await link(page, 'Admin Panel').waitFor();
    await button(page, 'Logout').waitFor();
    expect(await link(page, 'My Discoveries').count()).toBe(0);
  });

  it('a wrong password shows an error and stays on /login', async () => {
    const account = await sharedTraveller();
    const page = await browser.newPage();
    await page.goto('/login');
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await submitLogin(page, account.email, 'not-the-password');
    const res = await reply;
    expect(res.status()).toBe(401);
    const { message } = (await res.json()) as { message: string };
    await page.getByText(message, { exact: true }).first().waitFor();
    await heading1(page, 'Sign In').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storageItem(page, 'token')).toBeNull();
  });

  it('registration with mismatched passwords shows "Passwords do not match." and sends nothing', async () => {
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/')) calls.push(r.url());
    });
    await page.goto('/register');
    await submitTravellerRegistration(page, { ...newTravellerForm(), confirmPassword: 'Something-else-99' });
    await page.getByText('Passwords do not match.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(calls).toEqual([]);
  });

  it("registration with an email already in use shows the server's message", async () => {
    const existing = await sharedTraveller();
    const page = await browser.newPage();
    await page.goto('/register');
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await submitTravellerRegistration(page, { ...newTravellerForm(), email: existing.email });
    const res = await reply;
    expect(res.status()).toBe(409);
    const { message } = (await res.json()) as { message: string };
    expect(message).toBeTruthy();
    await page.getByText(message, { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await storageItem(page, 'token')).toBeNull();
  });
});

describe('session', () => {
  it('survives a reload', async () => {
    const account = await sharedTraveller();
    const page = await browser.newPage({ session: account });
    await page.goto('/dashboard/traveller');
    await heading1(page, 'Traveller Dashboard').waitFor();
    await page.reload();
    await heading1(page, 'Traveller Dashboard').waitFor();
    // Registered and not signed in since: welcomed, not "back".
    await page.getByText(`Welcome, ${account.name}!`, { exact: true }).waitFor();
    await page.getByText(`Welcome, ${account.name}`, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/traveller');
  });

  it("logout clears the stored 'user' and 'token' and goes to /", async () => {
    const account = await sharedTraveller();
    const page = await browser.newPage({ session: account });
    await page.goto('/dashboard/traveller');
    await heading1(page, 'Traveller Dashboard').waitFor();
    await button(page, 'Logout').click();
    await waitForPath(page, '/');
    await link(page, 'Login').waitFor();
    expect(await storageItem(page, 'user')).toBeNull();
    expect(await storageItem(page, 'token')).toBeNull();
    // And the dashboard is closed again.
    await page.goto('/dashboard/traveller');
    await waitForPath(page, '/login?redirect=%2Fdashboard%2Ftraveller');
  });

  it("a corrupt stored 'user' is cleared together with 'token' on load", async () => {
    const page = await browser.newPage({ localStorage: { user: '{"name": "half a JSON', token: 'some-token' } });
    await page.goto('/');
    await link(page, 'Login').waitFor();
    expect(await storageItem(page, 'user')).toBeNull();
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await button(page, 'Logout').count()).toBe(0);
  });
});

/** One traveller made through the API for the tests that only need "some signed-up traveller". */
let shared: Promise<Account> | null = null;
const sharedTraveller = () => (shared ??= api.registerTraveller());
beforeAll(() => {
  shared = null;
});
