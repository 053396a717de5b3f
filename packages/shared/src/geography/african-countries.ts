import { z } from 'zod';

/**
 * The regions of Africa as the UN geoscheme names them: what the envelope's region stage says
 * ("Southern Africa") before the destination is known.
 */
export const AFRICAN_REGIONS = ['Northern Africa', 'Western Africa', 'Middle Africa', 'Eastern Africa', 'Southern Africa'] as const;
export type AfricanRegion = (typeof AFRICAN_REGIONS)[number];

/** The 54 African countries by ISO 3166-1 alpha-2 code, with their English name and UN region. */
export const AFRICAN_COUNTRIES = {
  DZ: { name: 'Algeria', region: 'Northern Africa' },
  EG: { name: 'Egypt', region: 'Northern Africa' },
  LY: { name: 'Libya', region: 'Northern Africa' },
  MA: { name: 'Morocco', region: 'Northern Africa' },
  SD: { name: 'Sudan', region: 'Northern Africa' },
  TN: { name: 'Tunisia', region: 'Northern Africa' },
  BJ: { name: 'Benin', region: 'Western Africa' },
  BF: { name: 'Burkina Faso', region: 'Western Africa' },
  CV: { name: 'Cabo Verde', region: 'Western Africa' },
  CI: { name: "Côte d'Ivoire", region: 'Western Africa' },
  GM: { name: 'Gambia', region: 'Western Africa' },
  GH: { name: 'Ghana', region: 'Western Africa' },
  GN: { name: 'Guinea', region: 'Western Africa' },
  GW: { name: 'Guinea-Bissau', region: 'Western Africa' },
  LR: { name: 'Liberia', region: 'Western Africa' },
  ML: { name: 'Mali', region: 'Western Africa' },
  MR: { name: 'Mauritania', region: 'Western Africa' },
  NE: { name: 'Niger', region: 'Western Africa' },
  NG: { name: 'Nigeria', region: 'Western Africa' },
  SN: { name: 'Senegal', region: 'Western Africa' },
  SL: { name: 'Sierra Leone', region: 'Western Africa' },
  TG: { name: 'Togo', region: 'Western Africa' },
  AO: { name: 'Angola', region: 'Middle Africa' },
  CM: { name: 'Cameroon', region: 'Middle Africa' },
  CF: { name: 'Central African Republic', region: 'Middle Africa' },
  TD: { name: 'Chad', region: 'Middle Africa' },
  CG: { name: 'Congo', region: 'Middle Africa' },
  CD: { name: 'DR Congo', region: 'Middle Africa' },
  GQ: { name: 'Equatorial Guinea', region: 'Middle Africa' },
  GA: { name: 'Gabon', region: 'Middle Africa' },
  ST: { name: 'São Tomé and Príncipe', region: 'Middle Africa' },
  BI: { name: 'Burundi', region: 'Eastern Africa' },
  KM: { name: 'Comoros', region: 'Eastern Africa' },
  DJ: { name: 'Djibouti', region: 'Eastern Africa' },
  ER: { name: 'Eritrea', region: 'Eastern Africa' },
  ET: { name: 'Ethiopia', region: 'Eastern Africa' },
  KE: { name: 'Kenya', region: 'Eastern Africa' },
  MG: { name: 'Madagascar', region: 'Eastern Africa' },
  MW: { name: 'Malawi', region: 'Eastern Africa' },
  MU: { name: 'Mauritius', region: 'Eastern Africa' },
  MZ: { name: 'Mozambique', region: 'Eastern Africa' },
  RW: { name: 'Rwanda', region: 'Eastern Africa' },
  SC: { name: 'Seychelles', region: 'Eastern Africa' },
  SO: { name: 'Somalia', region: 'Eastern Africa' },
  SS: { name: 'South Sudan', region: 'Eastern Africa' },
  TZ: { name: 'Tanzania', region: 'Eastern Africa' },
  UG: { name: 'Uganda', region: 'Eastern Africa' },
  ZM: { name: 'Zambia', region: 'Eastern Africa' },
  ZW: { name: 'Zimbabwe', region: 'Eastern Africa' },
  BW: { name: 'Botswana', region: 'Southern Africa' },
  SZ: { name: 'Eswatini', region: 'Southern Africa' },
  LS: { name: 'Lesotho', region: 'Southern Africa' },
  NA: { name: 'Namibia', region: 'Southern Africa' },
  ZA: { name: 'South Africa', region: 'Southern Africa' },
} as const satisfies Record<string, { name: string; region: AfricanRegion }>;

export type AfricanCountryCode = keyof typeof AFRICAN_COUNTRIES;
export const AFRICAN_COUNTRY_CODES = Object.keys(AFRICAN_COUNTRIES) as AfricanCountryCode[];

export const isAfricanCountry = (code: string): code is AfricanCountryCode => Object.hasOwn(AFRICAN_COUNTRIES, code);

export const countryName = (code: string): string => (isAfricanCountry(code) ? AFRICAN_COUNTRIES[code].name : code);
export const regionOf = (code: string): AfricanRegion | null => (isAfricanCountry(code) ? AFRICAN_COUNTRIES[code].region : null);

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
