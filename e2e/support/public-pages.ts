import type { Page } from 'playwright-core';

/** Public pages every visitor can open (spec 1 section 2), checked for accessibility and layout. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/terms',
  '/partner-terms',
  '/privacy-policy',
  '/login',
  '/register',
  '/partner-register',
  '/partner-registration-success',
  '/under-development',
  '/payment-confirmation?redirect_status=succeeded',
] as const;

/** Opens a page and waits until the app has rendered its main heading and finished loading data. */
export async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Fonts and lazy images settle layout before it is measured or photographed.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
