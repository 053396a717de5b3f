/** The route guard (spec 1 section 2, "Access guard"), seen from the browser. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Account, type PartnerAccount, type Session } from './support/api';
import { pathOf, useBrowser, waitForPath } from './support/browser';
import { heading1, submitLogin } from './support/ui';

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

describe('signed out', () => {
  it('a protected page sends to /login with the full path, and signing in returns there', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard/traveller?tab=x');
    await waitForPath(page, '/login?redirect=%2Fdashboard%2Ftraveller%3Ftab%3Dx');
    await submitLogin(page, traveller.email, traveller.password);
    await waitForPath(page, '/dashboard/traveller?tab=x');
    await heading1(page, 'Traveller Dashboard').waitFor();
  });

  it.each([
    ['/partner-dashboard', '/login?redirect=%2Fpartner-dashboard'],
    ['/admin/dashboard', '/login?redirect=%2Fadmin%2Fdashboard'],
  ])('%s sends to %s', async (from, to) => {
    const page = await browser.newPage();
    await page.goto(from);
    await waitForPath(page, to);
    await heading1(page, 'Sign In').waitFor();
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
  ])('a redirect query holding %s is ignored: the traveller lands on their dashboard', async (_what, target) => {
    const page = await browser.newPage();
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await submitLogin(page, traveller.email, traveller.password);
    await waitForPath(page, '/dashboard/traveller');
    expect(new URL(page.url()).host).toBe(new URL(browser.baseURL).host);
  });
});

describe('signed in', () => {
  it.each(['/login', '/register', '/partner-register'])('a traveller visiting the guest-only page %s goes to /', async (path) => {
    const page = await browser.newPage({ session: traveller });
    await page.goto(path);
    await waitForPath(page, '/');
  });

  it.each(['/partner-dashboard', '/admin/dashboard'])('a traveller visiting %s lands on /dashboard/traveller', async (path) => {
    const page = await browser.newPage({ session: traveller });
    await page.goto(path);
    await waitForPath(page, '/dashboard/traveller');
    await heading1(page, 'Traveller Dashboard').waitFor();
  });

  it.each(['/dashboard/traveller', '/admin/dashboard'])('a partner visiting %s lands on /partner-dashboard', async (path) => {
    const page = await browser.newPage({ session: partner });
    await page.goto(path);
    await waitForPath(page, '/partner-dashboard');
    await heading1(page, 'Partner Dashboard').waitFor();
  });

  it.each(['/dashboard/traveller', '/partner-dashboard'])('an admin visiting %s lands on /admin/dashboard', async (path) => {
    const page = await browser.newPage({ session: admin });
    await page.goto(path);
    await waitForPath(page, '/admin/dashboard');
    await heading1(page, 'Admin Dashboard').waitFor();
  });

  it('/explore-all redirects to /service-discovery', async () => {
    const page = await browser.newPage();
    await page.goto('/explore-all');
    await waitForPath(page, '/service-discovery');
    expect(pathOf(page)).toBe('/service-discovery');
  });
});
