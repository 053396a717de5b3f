import type { AfricanCountryCode } from '@mt/shared';
import type { DemoJourney } from './journeys';

/**
 * Issue 19 section 1: each demo service's country, true to its location (a shuttle between two
 * countries counts where it starts). Kept here rather than on every line of services.ts.
 */
export const DEMO_SERVICE_COUNTRIES: Record<string, AfricanCountryCode> = {
  'serengeti-safari': 'TZ',
  ngorongoro: 'TZ',
  kilimanjaro: 'TZ',
  'tarangire-camp': 'TZ',
  'arusha-guide': 'TZ',
  'arusha-transfer': 'TZ',
  'bokaap-suites': 'ZA',
  'peninsula-tour': 'ZA',
  'winelands-lunch': 'ZA',
  'table-mountain-hike': 'ZA',
  'shark-cage': 'ZA',
  'riad-room': 'MA',
  'atlas-trek': 'MA',
  'sahara-camp': 'MA',
  'medina-food': 'MA',
  hammam: 'MA',
  'nairobi-park': 'KE',
  'giraffe-centre': 'KE',
  'kibera-walk': 'KE',
  'dhow-cruise': 'TZ',
  'spice-farm': 'TZ',
  forodhani: 'TZ',
  'falls-shuttle': 'ZM',
  helicopter: 'ZW',
  'devils-pool': 'ZM',
  'zambezi-lodge': 'ZM',
  'sossusvlei-guide': 'NA',
  'coastal-drive': 'NA',
  mokoro: 'BW',
};

/** The country of a demo service; an unknown key is a mistake in the seed, not a missing country. */
export function demoServiceCountry(key: string): AfricanCountryCode {
  const code = DEMO_SERVICE_COUNTRIES[key];
  if (!code) throw new Error(`demo service ${key} has no country`);
  return code;
}

/** What a demo preference says about fit (the preference columns of issue 19). */
export interface DemoNeeds {
  homeCity?: string;
  flightsIncluded?: boolean;
  accessibilityNeeds?: string;
  dietaryNeeds?: string;
  excludedCountries?: AfricanCountryCode[];
}

export const needsColumns = (needs: DemoNeeds | undefined) => ({
  homeCity: needs?.homeCity ?? null,
  flightsIncluded: needs?.flightsIncluded ?? null,
  accessibilityNeeds: needs?.accessibilityNeeds ?? null,
  dietaryNeeds: needs?.dietaryNeeds ?? null,
  excludedCountries: needs?.excludedCountries ?? [],
});

/**
 * A new preference that uses every field, as the travellers asked ("I have been to Kenya",
 * "no flights, we start in Nairobi", "wheelchair user"; the inbox holds the same wheelchair question):
 * on the admin's Preferences tab and create-trip view, the Kenyan and Tanzanian services are marked.
 */
export const FIT_JOURNEYS: DemoJourney[] = [
  {
    key: 'sipho-family-fit', traveller: 'sipho', budget: '2000-3500', duration: '7-10', travellers: 3, departInDays: 70,
    interests: ['wildlife', 'culture'], status: 'new', createdDaysAgo: 0,
    notes: 'A family trip with my parents. We live in Nairobi and know Kenya and Tanzania well.',
    needs: {
      homeCity: 'Nairobi (NBO)',
      flightsIncluded: false,
      accessibilityNeeds: 'My father uses a wheelchair: step-free rooms, vehicles with a ramp or lift, and no long walks on sand.',
      dietaryNeeds: 'Halal, and my mother is allergic to peanuts.',
      excludedCountries: ['KE', 'TZ'],
    },
  },
];
