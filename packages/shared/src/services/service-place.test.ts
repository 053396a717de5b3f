import { describe, expect, it } from 'vitest';
import { servicePlace } from './service-place';

describe('servicePlace', () => {
  it('adds the country name when the location does not name it', () => {
    expect(servicePlace('Stone Town, Zanzibar', 'TZ')).toBe('Stone Town, Zanzibar, Tanzania');
    expect(servicePlace('Platteklip Gorge, Cape Town', 'ZA')).toBe('Platteklip Gorge, Cape Town, South Africa');
  });
  it('keeps a location that already names its country (any case)', () => {
    expect(servicePlace('Moshi, Tanzania', 'TZ')).toBe('Moshi, Tanzania');
    expect(servicePlace('near nairobi, KENYA', 'KE')).toBe('near nairobi, KENYA');
  });
  it('shows the country alone without a location, and the location alone without a country', () => {
    expect(servicePlace(null, 'MA')).toBe('Morocco');
    expect(servicePlace('  ', 'MA')).toBe('Morocco');
    expect(servicePlace('Merzouga', null)).toBe('Merzouga');
    expect(servicePlace(null, null)).toBeNull();
  });
});
