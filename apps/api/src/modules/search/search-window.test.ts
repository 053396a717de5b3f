import { describe, expect, it } from 'vitest';
import { COARSE_BUCKET_SPAN } from '../../db/schema/services';
import { windowBuckets } from './search.repository';
import { WINDOW_MARGIN, widerWindow } from './search.service';

/** The fine buckets a list of codes selects: a row matches when its fine or its coarse code is listed. */
function fineBucketsOf(codes: number[]): number[] {
  return codes
    .flatMap((code) => (code >= 0 ? [code] : Array.from({ length: COARSE_BUCKET_SPAN }, (_, i) => (-1 - code) * COARSE_BUCKET_SPAN + i)))
    .sort((a, b) => a - b);
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('windowBuckets', () => {
  it('selects exactly the fine buckets of the window, each once, for windows at every offset and length', () => {
    for (let first = 0; first < 3 * COARSE_BUCKET_SPAN; first++) {
      for (let length = 1; length <= 4 * COARSE_BUCKET_SPAN; length++) {
        const last = first + length - 1;
        expect(fineBucketsOf(windowBuckets(first, last)), `${first}..${last}`).toEqual(range(first, last));
      }
    }
  });

  it('asks for whole coarse buckets with one code each', () => {
    // 922..1040: fine 922-927, coarse 58-64 (928-1039), fine 1040.
    expect(windowBuckets(922, 1040)).toEqual([922, 923, 924, 925, 926, 927, -59, -60, -61, -62, -63, -64, -65, 1040]);
    expect(windowBuckets(0, COARSE_BUCKET_SPAN - 1)).toEqual([-1]);
  });

  it('is empty for an empty window', () => {
    expect(windowBuckets(5, 4)).toEqual([]);
  });
});

describe('widerWindow', () => {
  // Windows as chooseAccess makes them: the newest bucket is 1000 and they reach 64 buckets beyond it.
  const window = (first: number) => ({ kind: 'recent' as const, first, last: 1064 });

  it('reaches back as far as the density the window saw needs for the margin over cap + 1', () => {
    // 300 matches in 51 buckets: about 5.9 a bucket, so 1.25 × 501 of them take 107 buckets.
    expect(WINDOW_MARGIN).toBe(1.25);
    expect(widerWindow(window(950), 300, 500)).toEqual({ kind: 'recent', first: 894, last: 1064 });
    // Nearly enough: a little wider.
    expect(widerWindow(window(950), 500, 500)).toEqual({ kind: 'recent', first: 937, last: 1064 });
  });

  it('reads every match when the window saw none, or when the wider one would start at the first bucket', () => {
    expect(widerWindow(window(950), 0, 500)).toEqual({ kind: 'sparse' });
    expect(widerWindow(window(950), 20, 500)).toEqual({ kind: 'sparse' });
    // A window starting beyond the newest bucket (a test's forced one).
    expect(widerWindow({ kind: 'recent', first: 100_000, last: 100_000 }, 3, 500)).toEqual({ kind: 'sparse' });
  });
});
