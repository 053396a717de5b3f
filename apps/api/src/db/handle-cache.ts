import type { Db } from './client';

export interface HandleCache<T> {
  /** What `load` answered for this database handle less than `ttlMs` ago, else a fresh load (kept). */
  get(db: Db, now?: number): Promise<T>;
  /** The next `get` loads again; a load already under way is answered but not kept (it may have read old rows). */
  forget(db: Db): void;
}

/**
 * A value read from the database and kept per database handle for a while: settings that change a few times
 * a day while hot requests read them. `forget` is called by the cache bus when any instance changes the rows
 * (plugins/cache-bus.ts) and by this instance's own write right after it commits; `ttlMs` bounds how long
 * a copy can outlive a change while the bus reconnects (docs/decisions/0044-several-instances.md).
 */
export function handleCache<T>(load: (db: Db) => Promise<T>, ttlMs: number): HandleCache<T> {
  const kept = new WeakMap<Db, { at: number; value: T }>();
  /** Bumped by every forget: a load that began before it is answered but not kept. */
  const generations = new WeakMap<Db, number>();
  return {
    async get(db, now = Date.now()) {
      const hit = kept.get(db);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const generation = generations.get(db) ?? 0;
      const value = await load(db);
      if ((generations.get(db) ?? 0) === generation) kept.set(db, { at: now, value });
      return value;
    },
    forget(db) {
      kept.delete(db);
      generations.set(db, (generations.get(db) ?? 0) + 1);
    },
  };
}
