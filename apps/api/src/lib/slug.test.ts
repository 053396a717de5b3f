import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Kilimanjaro Treks & Co.', 'kilimanjaro-treks-and-co'],
    ['Café Ñandú Lodge', 'cafe-nandu-lodge'],
    ['Ngorongoro  --  Crater___Camp', 'ngorongoro-crater-camp'],
    ['  Zanzibar Spice Tours!  ', 'zanzibar-spice-tours'],
    ['Lodge 42', 'lodge-42'],
    ['ÉTÉ À Dakar', 'ete-a-dakar'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each(['', '   ', '!!!', '北京'])('falls back to "partner" for %j', (input) => {
    expect(slugify(input)).toBe('partner');
  });

  it('caps the length at 80 without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugify(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});
