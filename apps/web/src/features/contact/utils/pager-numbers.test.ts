import { describe, expect, it } from 'vitest';
import { pagerNumbers } from './pager-numbers';

describe('pagerNumbers', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [8, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
    [99, 7, [3, 4, 5, 6, 7]],
    [0, 7, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pagerNumbers(current, total)).toEqual(expected);
  });
});
