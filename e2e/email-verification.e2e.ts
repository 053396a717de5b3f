/** Issue 21: a new account confirms its address; a stranger's wrong passwords never lock the owner out. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authTexts, emailVerificationTexts as texts, loginGuardTexts } from '@mt/shared';
import { createApi } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { button, heading1, link, newTravellerForm, storageItem, submitLogin, submitTravellerRegistration } from './support/ui';

const api = createApi();
const browser = useBrowser();
const PHONE = { width: 412, height: 915 } as const;

const banner = (page: Page) => page.getByText(texts.bannerTitle, { exact: true });
const pathAndQuery = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('e-mail verification', () => {
  it('a new traveller sees the banner, asks for a new link, opens it, and the banner is gone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const form = newTravellerForm();
    await page.goto('/register');
    await submitTravellerRegistration(page, form);
    await waitForPath(page, '/dashboard/traveller');
    await banner(page).waitFor();
    await page.getByText(texts.bannerBody(form.email, 'traveller'), { exact: true }).waitFor();
    await saveScreenshot(page, 'email-verification--banner--412', { fullPage: false });

    await button(page, texts.resend).click();
    await page.getByText(texts.resent, { exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, 'email-verification--banner-resent--1280', { fullPage: false });

    // The newest link from the outbox, opened in the same browser.
    const mailed = await api.verificationLink(form.email);
    expect(mailed).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    await page.goto(pathAndQuery(mailed));
    await heading1(page, texts.pageTitle).waitFor();
    await page.getByText(texts.verified, { exact: true }).waitFor();
    await saveScreenshot(page, 'email-verification--verified--1280');
    expect(JSON.parse((await storageItem(page, 'user')) ?? 'null')).toMatchObject({ email_verified: true });
    await link(page, texts.toDashboard).click();
    await waitForPath(page, '/dashboard/traveller');
    await page.getByText(`Welcome, ${form.name}!`, { exact: true }).waitFor();
    expect(await banner(page).count()).toBe(0);

    // The same link again: refused, and a confirmed user is just sent on to the dashboard.
    await page.setViewportSize(PHONE);
    await page.goto(pathAndQuery(mailed));
    await page.getByText(texts.linkInvalid, { exact: true }).waitFor();
    await page.getByText(texts.alreadyVerified, { exact: true }).waitFor();
    await link(page, texts.toDashboard).waitFor();
    await saveScreenshot(page, 'email-verification--link-used--412');
  });

  it('a partner who has not confirmed sees the banner on the partner dashboard', async () => {
    const partner = await api.registerPartner({ verified: false });
    expect(partner.user.email_verified).toBe(false);
    const page = await browser.newPage({ session: partner });
    await page.goto('/partner-dashboard');
    await banner(page).waitFor();
    await page.getByText(texts.bannerBody(partner.email, 'partner'), { exact: true }).waitFor();
    await button(page, texts.resend).waitFor();
    await saveScreenshot(page, 'email-verification--partner-banner--1280', { fullPage: false });
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'email-verification--partner-banner--412', { fullPage: false });
  });

  it('a visitor with a broken link is told to sign in for a new one', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByText(texts.linkInvalid, { exact: true }).waitFor();
    await page.getByText(texts.failedHelpSignedOut, { exact: true }).waitFor();
    await link(page, texts.toLogin).waitFor();
    await saveScreenshot(page, 'email-verification--link-invalid--412');
  });
});

describe('sign-in without lock-out', () => {
  it("after a stranger's wrong passwords the owner is asked for a proof of work and signs in with the right password", async () => {
    const account = await api.registerTraveller();
    for (let i = 0; i < 5; i++) {
      await api.request('POST', '/auth/login', { body: { email: account.email, password: 'a stranger guessing' }, expect: 401 });
    }
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/login');
    // The widget's code is not part of the sign-in page until the server asks for the proof.
    expect(await page.locator('altcha-widget').count()).toBe(0);
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await submitLogin(page, account.email, account.password);
    expect((await asked).status()).toBe(428);
    await page.getByText(loginGuardTexts.proofRequired, { exact: true }).waitFor();
    const widget = page.locator('altcha-widget');
    await widget.getByText("I'm not a robot").waitFor();
    await saveScreenshot(page, 'login-proof--asked--412');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, 'login-proof--asked--1280', { fullPage: false });

    // Solving it signs in again by itself, with the same details and the proof.
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.status() === 200, { timeout: 60_000 });
    await widget.getByText("I'm not a robot").click();
    await signedIn;
    await waitForPath(page, '/dashboard/traveller');
    expect(await storageItem(page, 'token')).toBeTruthy();
    expect(await page.getByText(authTexts.invalidCredentials).count()).toBe(0);
  });
});
