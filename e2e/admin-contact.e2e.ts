/** Contact form to inbox: a visitor solves the real ALTCHA proof of work, the admin reads and marks the message replied. */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactTexts } from '@mt/shared';
import { createApi, uniqueSuffix } from './support/api';
import { MOBILE, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { button, field, heading1 } from './support/ui';

const api = createApi();
const browser = useBrowser();
const BLOCKING = new Set(['serious', 'critical']);

async function expectNoSeriousAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.map((v) => `- [${v.impact}] ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
  expect(blocking.length, `${what}: ${report}`).toBe(0);
}

/** Ticks the widget and waits for the browser to finish the proof of work. */
async function solveBotCheck(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await widget.getByText('Verified').waitFor({ timeout: 30_000 });
}

async function fillContactForm(page: Page, subject: string) {
  await heading1(page, contactTexts.pageTitle).waitFor();
  await field(page, contactTexts.name).fill('Fatima Diallo');
  await field(page, contactTexts.email).fill('fatima.e2e@example.com');
  await field(page, contactTexts.subject).fill(subject);
  await field(page, contactTexts.message).fill('We are eight friends. Can you plan a mystery trip for all of us?');
}

describe('contact form and inbox', () => {
  it('a visitor sends a message after solving the bot check; the admin reads it and marks it replied', async () => {
    const subject = `Group trip ${uniqueSuffix()}`;
    const visitor = await browser.newPage();
    await visitor.goto('/contact');
    await fillContactForm(visitor, subject);
    await expectNoSeriousAxeViolations(visitor, '/contact, filled in');

    // Without solving the bot check nothing is sent.
    await button(visitor, contactTexts.send).click();
    await expect.poll(() => visitor.getByRole('alert').filter({ hasText: contactTexts.botCheckRequired }).count()).toBe(1);

    await solveBotCheck(visitor);
    await button(visitor, contactTexts.send).click();
    const banner = visitor.getByRole('status').filter({ hasText: contactTexts.sent });
    await banner.waitFor();
    expect(await banner.getAttribute('class')).toContain('bg-green-50');
    // The form is empty again and the widget starts over for the next message.
    expect(await field(visitor, contactTexts.subject).inputValue()).toBe('');
    await visitor.locator('altcha-widget').getByText("I'm not a robot").waitFor();
    await saveScreenshot(visitor, 'admin-contact--sent');
    await expectNoSeriousAxeViolations(visitor, '/contact, after sending');

    const admin = await api.admin();
    const page = await browser.newPage({ session: admin });
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /Contact Messages/ }).click();
    await heading1(page, contactTexts.inboxTitle).waitFor();
    await field(page, contactTexts.searchLabel).fill(subject);
    const messages = page.getByRole('list', { name: 'Messages' });
    const row = messages.getByRole('listitem').filter({ hasText: subject });
    await row.getByText('New', { exact: true }).waitFor();
    await expect.poll(() => messages.getByRole('listitem').count()).toBe(1);
    await row.getByRole('button', { name: `View: ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await dialog.getByText('Can you plan a mystery trip for all of us?').waitFor();
    // Opening it marked it read, and the list follows.
    await dialog.getByText('Read', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: contactTexts.markReplied }).click();
    await page.getByText(contactTexts.markedReplied).waitFor();
    expect(await dialog.getByRole('button', { name: contactTexts.replied }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await row.getByText('Replied', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'admin-contact--inbox');

    const { body } = await api.request<{ messages: { subject: string; status: string }[] }>(
      'GET',
      `/admin/contact-messages?search=${encodeURIComponent(subject)}`,
      { token: admin.token, expect: 200 },
    );
    expect(body.messages).toEqual([expect.objectContaining({ subject, status: 'replied' })]);
  });

  it(`the contact page and the inbox fit a ${MOBILE.width}px screen`, async () => {
    const admin = await api.admin();
    for (const [path, session] of [
      ['/contact', undefined],
      ['/admin/contact-messages', admin],
    ] as const) {
      const page = await browser.newPage({ mobile: true, session });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth + 1);
      await saveScreenshot(page, `admin-contact--mobile-${path.replace(/\W+/g, '-')}`);
    }
  });
});
