/** Issue 19 section 1 ("preferences that fit"): browser steps for the lead's final journey. */
import type { Page } from 'playwright-core';
import { countryName, preferenceNeedsTexts as t, surpriseAgainPath } from '@mt/shared';
import { field } from './ui';

export interface PreferenceNeedsInput {
  homeCity?: string;
  /** true: flights included; false: no flights; undefined: left unsaid. */
  flightsIncluded?: boolean;
  accessibilityNeeds?: string;
  dietaryNeeds?: string;
}

/** Fills the "Make it fit" fields of the open preferences form (/discover). */
export async function fillPreferenceNeeds(page: Page, needs: PreferenceNeedsInput) {
  if (needs.homeCity !== undefined) await field(page, t.homeCityLabel).fill(needs.homeCity);
  if (needs.flightsIncluded !== undefined) await field(page, t.flightsLabel).selectOption(needs.flightsIncluded ? 'true' : 'false');
  if (needs.accessibilityNeeds !== undefined) await field(page, t.accessibilityLabel).fill(needs.accessibilityNeeds);
  if (needs.dietaryNeeds !== undefined) await field(page, t.dietaryLabel).fill(needs.dietaryNeeds);
}

/** Ticks each country (ISO codes, e.g. ['KE']) in the form's exclusion list, searching for it first. */
export async function excludeCountries(page: Page, codes: string[]) {
  const search = page.getByRole('searchbox', { name: t.excludedSearch });
  for (const code of codes) {
    await search.fill(countryName(code));
    await page.getByRole('checkbox', { name: countryName(code), exact: true }).check();
  }
  await search.fill('');
}

/** The exclusions the form shows as chips (country names), e.g. to check a "Surprise me again" prefill. */
export async function excludedCountryNames(page: Page): Promise<string[]> {
  const chips = page.getByRole('list', { name: t.excludedLabel }).getByRole('button');
  return (await chips.allTextContents()).map((s) => s.trim());
}

/** Opens "Surprise me again" for a completed trip and waits for the prefilled form. */
export async function startSurpriseAgain(page: Page, tripId: number) {
  await page.goto(surpriseAgainPath(tripId));
  await page.getByRole('heading', { level: 1, name: t.againTitle, exact: true }).waitFor();
  await field(page, t.homeCityLabel).waitFor();
}
