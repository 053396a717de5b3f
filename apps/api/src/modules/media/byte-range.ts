/** A requested range as the client wrote it: from `start` (to `end`, inclusive, when given), or the last `suffix` bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** Bytes `start` to `end` of an object, both inclusive, within its size. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The range begins past the object's end (HTTP 416); `size` goes into `content-range: bytes *\/size`. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super('Requested range not satisfiable');
    this.name = 'RangeNotSatisfiableError';
  }
}

const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * One `bytes=` range of a Range header, or null to answer the whole object: no header, another unit,
 * several ranges (RFC 9110 lets a server ignore Range; pictures are fetched whole or in one piece), or
 * a malformed one.
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | null {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return Number(to) > 0 ? { suffix: Number(to) } : null;
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end >= start ? { start, end } : null;
}

/** The bytes a request covers in an object of `size` bytes, or null when none of them exist (416). */
export function resolveByteRange(range: RangeRequest, size: number): ByteRange | null {
  if (size === 0) return null;
  if ('suffix' in range) return { start: Math.max(0, size - range.suffix), end: size - 1 };
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The Range header an S3 request carries for an already resolved range. */
export const rangeHeader = (range: ByteRange) => `bytes=${range.start}-${range.end}`;
