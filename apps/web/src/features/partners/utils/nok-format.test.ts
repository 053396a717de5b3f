import { describe, expect, it } from 'vitest';
import { formatMonth, formatNok, formatNokAxis } from './nok-format';

// Intl uses no-break spaces as group separators in nb-NO.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('NOK formatting', () => {
  it('formats amounts in the Norwegian locale', () => {
    expect(plain(formatNok(12345.5))).toBe('12 345,50 kr');
    expect(plain(formatNok(0))).toBe('0,00 kr');
  });
  it('abbreviates large axis values with k', () => {
    expect(formatNokAxis(15000)).toBe('15k');
    expect(formatNokAxis(12500)).toBe('12,5k');
    expect(plain(formatNokAxis(1_250_000))).toBe('1 250k');
    expect(formatNokAxis(950)).toBe('950');
    expect(formatNokAxis(0)).toBe('0');
  });
  it('names months', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2026-03', true)).toBe('Mar');
    expect(formatMonth('oops')).toBe('oops');
  });
});
