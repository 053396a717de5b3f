/** The top navigation bar and its mobile menu (spec 1 section 2, "Layout"). */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Account, type PartnerAccount, type Session } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { button, link } from './support/ui';

const api = createApi();
const browser = useBrowser();
let traveller: Account;
let partner: PartnerAccount;
let admin: Session;

beforeAll(async () => {
  traveller = await api.registerTraveller();
  partner = await api.registerPartner();
  admin = await api.admin();
});

describe('desktop navigation', () => {
  it('signed out: Login, Register as Traveller, Register as Partner and the three menus', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    for (const name of ['Login', 'Register as Traveller', 'Register as Partner']) await link(page, name).waitFor();
    for (const name of ['Explore', 'Resources', 'About']) await button(page, name).waitFor();
    for (const name of ['Dashboard', 'Admin Panel', 'My Discoveries']) expect(await link(page, name).count(), name).toBe(0);
    expect(await button(page, 'Logout').count()).toBe(0);

    await link(page, 'Register as Partner').click();
    await waitForPath(page, '/partner-register');
    await link(page, 'Login').click();
    await waitForPath(page, '/login');
  });

  it('the Explore, Resources and About menus open, list their links, close on Escape, and navigate', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    for (const name of ['Explore', 'Resources', 'About']) {
      const toggle = button(page, name);
      await toggle.click();
      const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await list.waitFor();
      expect(await list.getByRole('link').count(), `${name} links`).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    }
    await button(page, 'Explore').click();
    await link(page, 'All Services').click();
    await waitForPath(page, '/service-discovery');
  });

  it('a traveller sees Dashboard, My Discoveries, "Welcome, {name}" and Logout', async () => {
    const page = await browser.newPage({ session: traveller });
    await page.goto('/');
    await page.getByText(`Welcome, ${traveller.name}`, { exact: true }).waitFor();
    await link(page, 'My Discoveries').waitFor();
    await button(page, 'Logout').waitFor();
    expect(await link(page, 'Login').count()).toBe(0);
    await link(page, 'Dashboard').click();
    await waitForPath(page, '/dashboard/traveller');
  });

  it('a partner is greeted by company name and has no My Discoveries', async () => {
    const page = await browser.newPage({ session: partner });
    await page.goto('/');
    await page.getByText(`Welcome, ${partner.companyName}`, { exact: true }).waitFor();
    expect(await link(page, 'My Discoveries').count()).toBe(0);
    await link(page, 'Dashboard').click();
    await waitForPath(page, '/partner-dashboard');
  });

  it('an admin has an Admin Panel link', async () => {
    const page = await browser.newPage({ session: admin });
    await page.goto('/');
    await page.getByText(`Welcome, ${admin.user.name}`, { exact: true }).waitFor();
    expect(await link(page, 'My Discoveries').count()).toBe(0);
    expect(await link(page, 'Dashboard').count()).toBe(0);
    await link(page, 'Admin Panel').click();
    await waitForPath(page, '/admin/dashboard');
  });
});

describe('mobile navigation (375x812)', () => {
  it('"Open menu" reveals the same links, and they navigate', async () => {
    const page = await browser.newPage({ mobile: true });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    for (const name of ['Login', 'Register as Traveller', 'Register as Partner']) {
      await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().waitFor();
    }
    await page.getByRole('link', { name: 'Register as Traveller', exact: true }).filter({ visible: true }).first().click();
    await waitForPath(page, '/register');
  });

  it('a signed-in traveller finds My Discoveries and Logout in the mobile menu', async () => {
    const page = await browser.newPage({ mobile: true, session: traveller });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My Discoveries', exact: true }).filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: 'Logout', exact: true }).filter({ visible: true }).first().click();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
