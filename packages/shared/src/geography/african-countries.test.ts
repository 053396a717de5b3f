import { describe, expect, it } from 'vitest';
import { AFRICAN_COUNTRY_CODES, africanCountryOptions, africanCountrySchema, countryName, isAfricanCountry, regionOf } from './african-countries';

describe('African countries', () => {
  it('lists the 54 countries once each, by two-letter code', () => {
    expect(AFRICAN_COUNTRY_CODES).toHaveLength(54);
    expect(new Set(AFRICAN_COUNTRY_CODES).size).toBe(54);
    for (const code of AFRICAN_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(africanCountryOptions().map((o) => o.name)[0]).toBe('Algeria');
  });

  it('names countries and their region, and knows nothing outside Africa', () => {
    expect(countryName('KE')).toBe('Kenya');
    expect(regionOf('ZA')).toBe('Southern Africa');
    expect(regionOf('MA')).toBe('Northern Africa');
    expect(regionOf('NO')).toBeNull();
    expect(isAfricanCountry('ke')).toBe(false);
    expect(isAfricanCountry('toString')).toBe(false);
    expect(africanCountrySchema.safeParse('TZ').success).toBe(true);
    expect(africanCountrySchema.safeParse('FR').success).toBe(false);
  });
});
