import { describe, expect, it } from 'vitest';
import { formatAverageRating } from './service.constants';

describe('formatAverageRating', () => {
  it('shows an integer or one decimal', () => {
    expect(formatAverageRating(4)).toBe('4');
    expect(formatAverageRating(4.25)).toBe('4.3');
    expect(formatAverageRating(4.5)).toBe('4.5');
    expect(formatAverageRating(4.96)).toBe('5');
    expect(formatAverageRating(3.04)).toBe('3');
  });
  it('shows N/A for 0 or a missing average', () => {
    expect(formatAverageRating(0)).toBe('N/A');
    expect(formatAverageRating(null)).toBe('N/A');
    expect(formatAverageRating(undefined)).toBe('N/A');
    expect(formatAverageRating(Number.NaN)).toBe('N/A');
  });
});
