import { describe, expect, it } from 'vitest';
import { describeFieldValue, describeServiceChanges } from './admin-service-edit.schemas';

describe("the service edit history's words", () => {
  it('reads values as a person would: none, yes/no, prices with cents, quoted and cut texts', () => {
    expect(describeFieldValue(null)).toBe('none');
    expect(describeFieldValue('')).toBe('none');
    expect(describeFieldValue(true)).toBe('yes');
    expect(describeFieldValue(false)).toBe('no');
    expect(describeFieldValue(1200)).toBe('1200');
    expect(describeFieldValue(1350.5)).toBe('1350.50');
    expect(describeFieldValue('per person')).toBe('"per person"');
    expect(describeFieldValue(`${'word '.repeat(20)}end`)).toBe(`"${'word '.repeat(12).trimEnd()}…"`);
    // A season list as its days, none meaning all year.
    expect(describeFieldValue([{ from: '2027-01-01', until: '2027-03-31' }])).toBe('2027-01-01 – 2027-03-31');
    expect(describeFieldValue([])).toBe('all year');
  });

  it('names each changed field in the order it was noted, a field without a label by its key', () => {
    expect(
      describeServiceChanges({
        base_price: { from: 1000, to: 1350.5 },
        is_active: { from: true, to: false },
        duration_hours: { from: null, to: 72 },
        future_field: { from: 1, to: 2 },
      }),
    ).toEqual(['Changed price from 1000 to 1350.50', 'Changed active from yes to no', 'Changed length (hours) from none to 72', 'Changed future field from 1 to 2']);
  });
});
