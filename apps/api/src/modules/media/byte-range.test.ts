import { describe, expect, it } from 'vitest';
import { parseRangeHeader, resolveByteRange } from './byte-range';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %j', (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  // Each of these gets the whole picture (RFC 9110 lets a server ignore Range), never an error.
  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=-0', 'bytes=9-3', 'bytes=0-1,4-5', 'items=0-9', 'bytes=a-b', 'bytes=0-1x', `bytes=${'9'.repeat(16)}-`])(
    'ignores %j',
    (header) => {
      expect(parseRangeHeader(header)).toBeNull();
    },
  );
});

describe('resolveByteRange', () => {
  it('clips to the object and resolves the last bytes', () => {
    expect(resolveByteRange({ start: 2, end: 50 }, 10)).toEqual({ start: 2, end: 9 });
    expect(resolveByteRange({ start: 9 }, 10)).toEqual({ start: 9, end: 9 });
    expect(resolveByteRange({ suffix: 4 }, 10)).toEqual({ start: 6, end: 9 });
    expect(resolveByteRange({ suffix: 40 }, 10)).toEqual({ start: 0, end: 9 });
  });

  it('finds nothing to send past the end or in an empty object', () => {
    expect(resolveByteRange({ start: 10 }, 10)).toBeNull();
    expect(resolveByteRange({ suffix: 3 }, 0)).toBeNull();
    expect(resolveByteRange({ start: 0 }, 0)).toBeNull();
  });
});
