import { z } from 'zod';
import { AFRICAN_COUNTRY_NAMES, isAfricanCountry, type AfricanCountryCode } from './african-country-names';

export { countryName, isAfricanCountry, type AfricanCountryCode } from './african-country-names';
export const AFRICAN_COUNTRY_CODES = Object.keys(AFRICAN_COUNTRY_NAMES) as AfricanCountryCode[];

/**
 * The regions of Africa as the UN geoscheme names them: what the envelope's region stage says
 * ("Southern Africa") before the destination is known.
 */
export const AFRICAN_REGIONS = ['Northern Africa', 'Western Africa', 'Middle Africa', 'Eastern Africa', 'Southern Africa'] as const;
export type AfricanRegion = (typeof AFRICAN_REGIONS)[number];

/** The countries of each UN region. */
const REGION_MEMBERS: Record<AfricanRegion, readonly AfricanCountryCode[]> = {
  'Northern Africa': ['DZ', 'EG', 'LY', 'MA', 'SD', 'TN'],
  'Western Africa': ['BJ', 'BF', 'CV', 'CI', 'GM', 'GH', 'GN', 'GW', 'LR', 'ML', 'MR', 'NE', 'NG', 'SN', 'SL', 'TG'],
  'Middle Africa': ['AO', 'CM', 'CF', 'TD', 'CG', 'CD', 'GQ', 'GA', 'ST'],
  'Eastern Africa': ['BI', 'KM', 'DJ', 'ER', 'ET', 'KE', 'MG', 'MW', 'MU', 'MZ', 'RW', 'SC', 'SO', 'SS', 'TZ', 'UG', 'ZM', 'ZW'],
  'Southern Africa': ['BW', 'SZ', 'LS', 'NA', 'ZA'],
};
const REGION_OF = new Map<string, AfricanRegion>(AFRICAN_REGIONS.flatMap((region) => REGION_MEMBERS[region].map((code) => [code, region] as const)));

/** The 54 African countries by ISO 3166-1 alpha-2 code, with their English name and UN region. */
export const AFRICAN_COUNTRIES = Object.fromEntries(
  AFRICAN_COUNTRY_CODES.map((code) => [code, { name: AFRICAN_COUNTRY_NAMES[code], region: REGION_OF.get(code)! }]),
) as Record<AfricanCountryCode, { name: string; region: AfricanRegion }>;

export const regionOf = (code: string): AfricanRegion | null => REGION_OF.get(code) ?? null;

let countryOptions: { code: AfricanCountryCode; name: string }[] | undefined;
/**
 * Countries for a picker, by name. Sorted on first use, with one collator: the collator loads locale
 * data, which cost a phone ~70 ms on every page importing this module when it was sorted at load (issue 20).
 */
export function africanCountryOptions(): readonly { code: AfricanCountryCode; name: string }[] {
  if (!countryOptions) {
    const byName = new Intl.Collator('en');
    countryOptions = AFRICAN_COUNTRY_CODES.map((code) => ({ code, name: AFRICAN_COUNTRIES[code].name })).sort((a, b) => byName.compare(a.name, b.name));
  }
  return countryOptions;
}

export const africanCountryMessage = 'Choose a country in Africa (an ISO 3166-1 alpha-2 code such as KE).';
export const africanCountrySchema = z.string().refine(isAfricanCountry, africanCountryMessage);
