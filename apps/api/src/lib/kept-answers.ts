import { EncodedText } from './encoded-text';

/** What an answer was built from besides its rows: a stamp, the day, the settings objects it read. */
export type Basis = readonly unknown[];

const sameBasis = (a: Basis, b: Basis) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * Signed-in answers kept per instance by key (a user), each with its basis: answered as kept while every part of
 * the basis is the same (===), built again otherwise. The stamps in a basis are kept by database triggers and
 * read by the session check (docs/decisions/0048 and 0053), so a copy never outlives a write on any instance.
 * At most `max` are kept, the least recently asked for dropped first; a kept answer is compressed once per
 * encoding (EncodedText), not on every request.
 */
export class KeptAnswers<K> {
  private readonly answers = new Map<K, { basis: Basis; answer: EncodedText }>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.answers.size;
  }

  /**
   * The kept answer for `key` built from `basis`, else `build()`'s text, kept. Read the basis before the rows
   * `build` reads: a write committed in between leaves the copy under the older stamp, so the next request builds
   * again. Read after them, a copy of older rows could be kept under the newer stamp.
   */
  async answer(key: K, basis: Basis, build: () => Promise<string>): Promise<EncodedText> {
    const hit = this.answers.get(key);
    // Taken out and put back: a Map keeps insertion order, so the first key is the least recently asked for.
    this.answers.delete(key);
    if (hit && sameBasis(hit.basis, basis)) {
      this.answers.set(key, hit);
      return hit.answer;
    }
    const answer = new EncodedText(await build());
    if (this.answers.size >= this.max) this.answers.delete(this.answers.keys().next().value as K);
    this.answers.set(key, { basis, answer });
    return answer;
  }
}

/**
 * One KeptAnswers per database handle (the tests run many apps, each on its own database, in one process), made
 * on first use.
 */
export function keptPerDatabase<D extends object, K>(max: number): (db: D) => KeptAnswers<K> {
  const byDatabase = new WeakMap<D, KeptAnswers<K>>();
  return (db) => {
    let kept = byDatabase.get(db);
    if (!kept) byDatabase.set(db, (kept = new KeptAnswers<K>(max)));
    return kept;
  };
}
