/** Maintenance mode (spec 1 section 2 and DESIGN section 4): only admins get past /login and /under-development. */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createApi, type Account } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { button, heading1, link, submitLogin } from './support/ui';

const api = createApi();
const browser = useBrowser();
let traveller: Account;

beforeAll(async () => {
  traveller = await api.registerTraveller();
});
// Whatever happens in a test, the site is open again for the next one (and the next file).
afterEach(async () => {
  await api.setMaintenance(false);
});
afterAll(async () => {
  await api.setMaintenance(false);
});

async function expectUnderDevelopment(page: Page) {
  await waitForPath(page, '/under-development');
  await page.getByText('Site Under Development', { exact: true }).waitFor();
  expect(await page.locator('a[href="/login"]').count(), 'a link to /login').toBeGreaterThan(0);
}

describe('maintenance mode on', () => {
  it('sends anonymous visitors of / and /about to /under-development, but /login still opens', async () => {
    await api.setMaintenance(true);
    const page = await browser.newPage();
    await page.goto('/');
    await expectUnderDevelopment(page);
    await page.goto('/about');
    await expectUnderDevelopment(page);
    await page.goto('/login');
    await heading1(page, 'Sign In').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The notice's own link leads to the sign-in page.
    await page.goto('/under-development');
    await page.locator('a[href="/login"]').first().click();
    await waitForPath(page, '/login');
  });

  it('sends a signed-in traveller to /under-development', async () => {
    await api.setMaintenance(true);
    const page = await browser.newPage({ session: traveller });
    await page.goto('/');
    await expectUnderDevelopment(page);
    await page.goto('/dashboard/traveller');
    await expectUnderDevelopment(page);
  });

  it('a traveller signing in on /login is still kept out', async () => {
    await api.setMaintenance(true);
    const page = await browser.newPage();
    await page.goto('/login');
    await submitLogin(page, traveller.email, traveller.password);
    await expectUnderDevelopment(page);
  });

  it('the admin can still sign in on /login and lands on the admin dashboard', async () => {
    await api.setMaintenance(true);
    const page = await browser.newPage();
    await page.goto('/login');
    await submitLogin(page, inject('adminEmail'), inject('adminPassword'));
    await waitForPath(page, '/admin/dashboard');
    await heading1(page, 'Admin Dashboard').waitFor();
  });

  it('a signed-in admin can open / and /admin/dashboard with the nav, and switch it off in the settings panel', async () => {
    await api.setMaintenance(true);
    const page = await browser.newPage({ session: await api.admin() });
    await page.goto('/');
    await link(page, 'Admin Panel').waitFor();
    await button(page, 'Logout').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Switch it off through the UI.
    await link(page, 'Admin Panel').click();
    await waitForPath(page, '/admin/dashboard');
    await heading1(page, 'Admin Dashboard').waitFor();
    const toggle = page.getByRole('switch', { name: 'Maintenance mode' }).or(page.getByRole('checkbox', { name: 'Maintenance mode' }));
    await toggle.waitFor();
    expect(await isOn(toggle)).toBe(true);
    await toggle.click();
    expect(await isOn(toggle)).toBe(false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PUT');
    // "Save" in the brief; the panel says "Save Settings".
    await page.getByRole('button', { name: /^Save( Settings)?$/ }).click();
    expect((await saved).status()).toBe(200);
    expect((await api.getSettings()).maintenance_mode).toBe(false);

    // A visitor sees the home page and the nav again.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await link(visitor, 'Login').waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/');
    await link(visitor, 'Register as Traveller').waitFor();
  });

  it('switched off through the API, / is the home page with the nav again', async () => {
    await api.setMaintenance(true);
    const page = await browser.newPage();
    await page.goto('/');
    await expectUnderDevelopment(page);
    await api.setMaintenance(false);
    await page.goto('/');
    await link(page, 'Login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

async function isOn(toggle: Locator): Promise<boolean> {
  const aria = await toggle.getAttribute('aria-checked');
  if (aria !== null) return aria === 'true';
  return toggle.isChecked();
}
