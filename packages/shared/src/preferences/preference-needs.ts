import { z } from 'zod';
import { AFRICAN_COUNTRY_CODES, isAfricanCountry } from '../geography/african-countries';
import { preferenceNeedsTexts as t } from './preference-needs.texts';

export const HOME_CITY_MAX = 100;
export const PREFERENCE_NEED_MAX = 500;

/** Blank text means "not given": stored as null so the admin sees "None given", not an empty line. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));

/**
 * Issue 19 section 1: the optional fields that let a surprise fit. Unknown or repeated country codes
 * are refused (400) rather than silently dropped, so a traveller never believes a country is excluded
 * when it is not.
 */
export const preferenceNeedsInputSchema = z.object({
  home_city: optionalText(HOME_CITY_MAX, t.homeCityTooLong),
  flights_included: z.boolean({ error: t.flightsInvalid }).nullish().transform((v) => v ?? null),
  accessibility_needs: optionalText(PREFERENCE_NEED_MAX, t.accessibilityTooLong),
  dietary_needs: optionalText(PREFERENCE_NEED_MAX, t.dietaryTooLong),
  excluded_countries: z
    .array(z.string({ error: t.excludedInvalid }).refine(isAfricanCountry, t.excludedInvalid), { error: t.excludedInvalid })
    .max(AFRICAN_COUNTRY_CODES.length, t.excludedTooMany)
    .refine((list) => new Set(list).size === list.length, t.excludedDuplicate)
    .optional()
    .transform((v) => v ?? []),
});

/** As returned in every preference view (traveller and admin). */
export const preferenceNeedsSchema = z.object({
  home_city: z.string().nullable(),
  flights_included: z.boolean().nullable(),
  accessibility_needs: z.string().nullable(),
  dietary_needs: z.string().nullable(),
  excluded_countries: z.array(z.string()),
});
export type PreferenceNeeds = z.infer<typeof preferenceNeedsSchema>;

/** The stored row's columns → the JSON fields (shared by the traveller and admin mappers). */
export function preferenceNeedsOf(row: {
  homeCity: string | null;
  flightsIncluded: boolean | null;
  accessibilityNeeds: string | null;
  dietaryNeeds: string | null;
  excludedCountries: string[];
}): PreferenceNeeds {
  return {
    home_city: row.homeCity,
    flights_included: row.flightsIncluded,
    accessibility_needs: row.accessibilityNeeds,
    dietary_needs: row.dietaryNeeds,
    excluded_countries: row.excludedCountries,
  };
}

/** The services of a proposal that sit in a country the preference excludes (first one named in the 409). */
export function servicesInExcludedCountries<S extends { country: string | null }>(services: S[], excluded: readonly string[]): S[] {
  const out = new Set(excluded);
  return services.filter((s) => s.country !== null && out.has(s.country));
}
