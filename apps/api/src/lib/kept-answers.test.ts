import { describe, expect, it } from 'vitest';
import { KeptAnswers, keptPerDatabase } from './kept-answers';

describe('KeptAnswers', () => {
  it('answers the kept text while every part of the basis is the same, and builds again when one differs', async () => {
    const kept = new KeptAnswers<number>(10);
    let builds = 0;
    const build = (text: string) => async () => {
      builds++;
      return text;
    };
    const settings = { rate: 1 };
    expect((await kept.answer(1, [7, '2026-12', settings], build('first'))).text).toBe('first');
    expect((await kept.answer(1, [7, '2026-12', settings], build('second'))).text).toBe('first');
    expect(builds).toBe(1);
    // A new stamp, month or settings object (equal in value, but another object) each build again.
    expect((await kept.answer(1, [8, '2026-12', settings], build('stamp'))).text).toBe('stamp');
    expect((await kept.answer(1, [8, '2027-01', settings], build('month'))).text).toBe('month');
    expect((await kept.answer(1, [8, '2027-01', { rate: 1 }], build('settings'))).text).toBe('settings');
    expect((await kept.answer(1, [8, '2027-01'], build('shorter'))).text).toBe('shorter');
    // Another key is another answer.
    expect((await kept.answer(2, [8, '2027-01'], build('other'))).text).toBe('other');
    expect(builds).toBe(6);
  });

  it('keeps at most `max`, dropping the least recently asked for', async () => {
    const kept = new KeptAnswers<string>(2);
    const built: string[] = [];
    const answer = (key: string) => kept.answer(key, [1], async () => (built.push(key), key));
    await answer('a');
    await answer('b');
    await answer('a'); // a is now the most recently asked for
    await answer('c'); // b goes
    expect(kept.size).toBe(2);
    await answer('a');
    await answer('b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps nothing for a build that throws', async () => {
    const kept = new KeptAnswers<number>(2);
    await expect(kept.answer(1, [1], async () => Promise.reject(new Error('no such partner')))).rejects.toThrow('no such partner');
    expect(kept.size).toBe(0);
  });

  it('is one store per database handle', () => {
    const of = keptPerDatabase<object, number>(5);
    const one = {};
    expect(of(one)).toBe(of(one));
    expect(of({})).not.toBe(of(one));
  });
});
