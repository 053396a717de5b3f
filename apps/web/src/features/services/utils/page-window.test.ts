import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows two pages either side of the current one', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it('clips at the first and last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
  it('copes with no pages and a current page past the end', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 4)).toEqual([2, 3, 4]);
  });
});
