import { describe, expect, it } from 'vitest';
import { compareValues } from './compare-values';

describe('compareValues', () => {
  it('orders text case-insensitively with numbers inside it, and numbers and booleans by value', () => {
    expect(['b', 'Lodge 10', 'a', 'Lodge 2'].sort((x, y) => compareValues(x, y, 'asc'))).toEqual(['a', 'b', 'Lodge 2', 'Lodge 10']);
    expect([3, 10, 1].sort((x, y) => compareValues(x, y, 'desc'))).toEqual([10, 3, 1]);
    expect([true, false].sort((x, y) => compareValues(x, y, 'asc'))).toEqual([false, true]);
  });

  it('puts empty values last in both directions', () => {
    for (const dir of ['asc', 'desc'] as const) {
      expect([null, 'b', '', 'a', undefined].sort((x, y) => compareValues(x, y, dir)).slice(0, 2)).toEqual(dir === 'asc' ? ['a', 'b'] : ['b', 'a']);
    }
  });
});
