import { describe, expect, it } from 'vitest';
import { centredPages, pagesAround } from './page-numbers';

describe('pagesAround (the catalogue: two either side)', () => {
  it('shows two pages either side of the current one', () => {
    expect(pagesAround(5, 10, 2)).toEqual([3, 4, 5, 6, 7]);
  });
  it('clips at the first and last page', () => {
    expect(pagesAround(1, 10, 2)).toEqual([1, 2, 3]);
    expect(pagesAround(2, 10, 2)).toEqual([1, 2, 3, 4]);
    expect(pagesAround(10, 10, 2)).toEqual([8, 9, 10]);
    expect(pagesAround(1, 1, 2)).toEqual([1]);
  });
  it('copes with no pages and a current page past the end', () => {
    expect(pagesAround(1, 0, 2)).toEqual([]);
    expect(pagesAround(40, 4, 2)).toEqual([2, 3, 4]);
  });
});

describe('centredPages (the inbox: up to 5)', () => {
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
    expect(centredPages(current, total, 5)).toEqual(expected);
  });
});
