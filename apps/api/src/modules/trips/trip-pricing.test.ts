import { describe, expect, it } from 'vitest';
import { defaultNaming, type PricedService } from './trip-pricing';

const priced = (...places: (string | null)[]): PricedService[] =>
  places.map((locationDetails, i) => ({ serviceId: i + 1, name: `Service ${i + 1}`, locationDetails, unitPriceMinor: 0, commissionRate: 12 }));

/** A proposal's default name and destination, from its services' places (trip-pricing.ts). */
describe('defaultNaming', () => {
  it('names the trip after the first place’s town and lists up to three distinct places', () => {
    expect(defaultNaming(priced('  Arusha , Tanzania ', null, 'Arusha , Tanzania', '   ', 'Zanzibar, Tanzania', 'Moshi', 'Nairobi, Kenya'))).toEqual({
      name: 'Mystery Trip to Arusha',
      destination: 'Arusha , Tanzania · Zanzibar, Tanzania · Moshi',
    });
  });

  it('falls back to a plain name and “To be announced” without any place', () => {
    expect(defaultNaming(priced(null, '  '))).toEqual({ name: 'Mystery Trip', destination: 'To be announced' });
    expect(defaultNaming([])).toEqual({ name: 'Mystery Trip', destination: 'To be announced' });
  });

  it('keeps the name and the destination within their 150 characters', () => {
    const long = `${'Kilimanjaro'.repeat(15)}, Tanzania`;
    const { name, destination } = defaultNaming(priced(long, 'Moshi'));
    expect(name).toBe(`Mystery Trip to ${'Kilimanjaro'.repeat(15)}`.slice(0, 150));
    expect(name).toHaveLength(150);
    expect(destination).toBe(`${long} · Moshi`.slice(0, 150));
    expect(destination).toHaveLength(150);
  });
});
