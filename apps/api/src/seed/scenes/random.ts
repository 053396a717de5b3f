/** A small deterministic generator (FNV-1a seeded xorshift-multiply) so one title always gives the same picture. */
export type Random = () => number;

export function rng(seed: string): Random {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** A number in [min, max). */
export const between = (r: Random, min: number, max: number) => min + r() * (max - min);

export function pick<T>(r: Random, items: readonly T[]): T {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Rounds coordinates so the SVG stays short (one decimal is finer than a pixel at 1200 wide). */
export const n = (v: number) => Math.round(v * 10) / 10;
