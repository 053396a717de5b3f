import { describe, expect, it } from 'vitest';
import { COARSE_BUCKET_SPAN } from '../../db/schema/services';
import { windowBuckets } from './search.repository';
import { SEEN_WINDOW_MARGIN, WINDOW_MARGIN, seenStart, widerWindow, windowFromSeenStart } from './search.service';

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

describe('windows from what the last one saw', () => {
  it('takes the bucket of the oldest of the cap + 1 newest matches from a window that held more than cap', () => {
    const window = { kind: 'recent' as const, first: 900, last: 1064 };
    expect(seenStart(window, { matched: 501, oldestBucket: 950 }, 500)).toBe(950);
    expect(seenStart(window, { matched: 501, oldestBucket: 900 }, 500)).toBe(900);
  });

  it('learns nothing from a window that held cap or fewer, nor from reading newest-first or every match', () => {
    const window = { kind: 'recent' as const, first: 900, last: 1064 };
    expect(seenStart(window, { matched: 500, oldestBucket: 950 }, 500)).toBeNull();
    expect(seenStart(window, { matched: 0, oldestBucket: null }, 500)).toBeNull();
    // Every match: the oldest is the oldest of all, not of the newest cap + 1.
    expect(seenStart({ kind: 'sparse' }, { matched: 900, oldestBucket: 0 }, 500)).toBeNull();
    expect(seenStart({ kind: 'dense' }, { matched: 501, oldestBucket: 950 }, 500)).toBeNull();
  });

  it('starts the next window there, a little further back, up to the newest bucket and the buckets ahead', () => {
    expect(SEEN_WINDOW_MARGIN).toBe(1.05);
    // Buckets 950..1000 (51) held the newest cap + 1: 1.05 × 51 = 53.55, so 54 buckets, from 947.
    expect(windowFromSeenStart(950, 1000)).toEqual({ kind: 'recent', first: 947, last: 1064 });
    // All in the newest bucket: one more before it.
    expect(windowFromSeenStart(1000, 1000)).toEqual({ kind: 'recent', first: 999, last: 1064 });
    // Never before the first bucket.
    expect(windowFromSeenStart(0, 10)).toEqual({ kind: 'recent', first: 0, last: 74 });
  });

  it('gives no window when the start lies beyond the newest bucket (services deleted since)', () => {
    expect(windowFromSeenStart(1001, 1000)).toBeNull();
    expect(windowFromSeenStart(-1, 1000)).toBeNull();
  });
});
