import { describe, expect, it } from 'vitest';
import { BatchedLookup, batchedPerDatabase } from './batched-lookup';

/** A lookup whose fetches are recorded: values are the key doubled, and 13 has none. */
function recorded(maxKeys?: number) {
  const fetches: number[][] = [];
  const lookup = new BatchedLookup<number, number>(async (keys) => {
    fetches.push(keys);
    return new Map(keys.filter((k) => k !== 13).map((k) => [k, k * 2]));
  }, maxKeys);
  return { lookup, fetches };
}

/** The end of the current turn of the event loop (after the lookups' own flush). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedLookup', () => {
  it('answers the keys asked for in one turn with one fetch, each key once, and null for a key without a value', async () => {
    const { lookup, fetches } = recorded();
    const answers = await Promise.all([lookup.load(1), lookup.load(2), lookup.load(1), lookup.load(13)]);
    expect(answers).toEqual([2, 4, 2, null]);
    expect(fetches).toEqual([[1, 2, 13]]);
  });

  it('fetches again for keys asked for in a later turn: nothing is answered from an earlier statement', async () => {
    const { lookup, fetches } = recorded();
    expect(await lookup.load(1)).toBe(2);
    await nextTurn();
    expect(await Promise.all([lookup.load(1), lookup.load(3)])).toEqual([2, 6]);
    expect(fetches).toEqual([[1], [1, 3]]);
  });

  it('starts the fetch after the turn in which the key was asked for, not before', async () => {
    const { lookup, fetches } = recorded();
    const answer = lookup.load(5);
    expect(fetches).toEqual([]);
    await Promise.resolve();
    expect(fetches).toEqual([]);
    expect(await answer).toBe(10);
    expect(fetches).toEqual([[5]]);
  });

  it('splits a turn with more keys than one statement takes', async () => {
    const { lookup, fetches } = recorded(2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => lookup.load(k)))).toEqual([2, 4, 6, 8, 10]);
    expect(fetches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every lookup of a failed fetch, and only those', async () => {
    let calls = 0;
    const lookup = new BatchedLookup<number, number>(async (keys) => {
      if (calls++ === 0) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k]));
    });
    const failed = await Promise.allSettled([lookup.load(1), lookup.load(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason).toEqual(new Error('connection lost'));
    expect(await lookup.load(1)).toBe(1);
  });
});

describe('batchedPerDatabase', () => {
  it('keeps one lookup per database, fetching from that database', async () => {
    const [a, b] = [{ name: 'a' }, { name: 'b' }];
    const seen: string[] = [];
    const lookupOf = batchedPerDatabase(async (db: { name: string }, keys: number[]) => {
      seen.push(db.name);
      return new Map(keys.map((k) => [k, `${db.name}${k}`]));
    });
    expect(lookupOf(a)).toBe(lookupOf(a));
    expect(lookupOf(a)).not.toBe(lookupOf(b));
    expect(await Promise.all([lookupOf(a).load(1), lookupOf(b).load(1)])).toEqual(['a1', 'b1']);
    expect(seen.sort()).toEqual(['a', 'b']);
  });
});
