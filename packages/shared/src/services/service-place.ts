import { countryName } from '../geography/african-country-names';

/**
 * Where a service is, as cards show it (issue 19): its location with the country's name added, unless
 * the location already names it ("Stone Town, Zanzibar" + TZ → "Stone Town, Zanzibar, Tanzania";
 * "Moshi, Tanzania" stays). Null when neither is known.
 */
export function servicePlace(location: string | null, country: string | null): string | null {
  const place = location?.trim() || null;
  if (!country) return place;
  const name = countryName(country);
  if (!place) return name;
  return place.toLowerCase().includes(name.toLowerCase()) ? place : `${place}, ${name}`;
}
