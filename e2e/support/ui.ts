/** Page-level steps shared by journeys, written against the UI contracts (roles and labels). */
import type { Locator, Page } from 'playwright-core';
import { TEST_PASSWORD, uniqueEmail, uniqueSuffix } from './api';
import { waitForPath } from './browser';

export const DASHBOARD_BY_ROLE = {
  traveller: '/dashboard/traveller',
  partner: '/partner-dashboard',
  admin: '/admin/dashboard',
} as const;

/** Exact-name lookups: "Password" must not match "Confirm Password". */
export const field = (page: Page | Locator, label: string) => page.getByLabel(label, { exact: true });
export const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true });
export const link = (page: Page | Locator, name: string) => page.getByRole('link', { name, exact: true });
export const heading1 = (page: Page | Locator, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Fills and submits /login (the page must be open). */
export async function submitLogin(page: Page, email: string, password: string) {
  await heading1(page, 'Sign In').waitFor();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await button(page, 'Sign In').click();
}

export async function signInThroughUI(page: Page, email: string, password: string, expectedPath: string) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await waitForPath(page, expectedPath);
}

export interface TravellerForm {
  name: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

export const newTravellerForm = (): TravellerForm => ({
  name: `Amina ${uniqueSuffix()}`,
  email: uniqueEmail('ui-traveller'),
  password: TEST_PASSWORD,
});

/** Fills /register and presses "Create Account" (the page must be open). */
export async function submitTravellerRegistration(page: Page, form: TravellerForm) {
  await heading1(page, 'Create Your Traveller Account').waitFor();
  await field(page, 'Full Name').fill(form.name);
  await field(page, 'Email').fill(form.email);
  await field(page, 'Password').fill(form.password);
  await field(page, 'Confirm Password').fill(form.confirmPassword ?? form.password);
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  await button(page, 'Create Account').click();
}

export interface PartnerForm {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  serviceType: string;
  password: string;
}

export const newPartnerForm = (): PartnerForm => ({
  companyName: `Kilima Tours ${uniqueSuffix()}`,
  contactName: `Baraka ${uniqueSuffix()}`,
  email: uniqueEmail('ui-partner'),
  phone: '+255 712 345 678',
  serviceType: 'tours',
  password: TEST_PASSWORD,
});

export async function submitPartnerRegistration(page: Page, form: PartnerForm) {
  await heading1(page, 'Become a Partner').waitFor();
  await field(page, 'Company Name').fill(form.companyName);
  await field(page, 'Contact Name').fill(form.contactName);
  await field(page, 'Email').fill(form.email);
  await field(page, 'Phone').fill(form.phone);
  await field(page, 'Service Type').selectOption(form.serviceType);
  await field(page, 'Password').fill(form.password);
  await field(page, 'Confirm Password').fill(form.password);
  await page.getByRole('checkbox', { name: 'I agree to the Partner Terms and Conditions' }).check();
  await button(page, 'Register as Partner').click();
}

/** localStorage entries of the page's origin. */
export const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
