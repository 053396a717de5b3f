/**
 * Lookups by key asked for in one turn of the event loop, answered by one statement (decision 0058). Under load
 * the server reads many requests in a turn; each signed-in one checks its session by the user's id. One
 * statement for all of them costs the server one send and one answer to parse, and PostgreSQL one statement,
 * instead of one each: a round trip's fixed costs were most of what such a lookup cost both.
 *
 * Nothing is read earlier than it would be alone: a key's statement starts after the key was asked for (at the
 * end of the turn, `setImmediate`), so a write committed before the request arrived is seen by it.
 */
export class BatchedLookup<K, V> {
  private waiting = new Map<K, { resolve(value: V | null): void; reject(err: unknown): void }[]>();

  /**
   * @param fetch the values of these keys (each once), by key; a key it leaves out has none (null).
   * @param maxKeys at most this many keys in one statement; more asked for in a turn go in several.
   */
  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxKeys = 500,
  ) {}

  load(key: K): Promise<V | null> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) setImmediate(() => this.flush());
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
    });
  }

  private flush(): void {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let start = 0; start < batch.length; start += this.maxKeys) {
      const part = batch.slice(start, start + this.maxKeys);
      this.fetch(part.map(([key]) => key)).then(
        (values) => {
          for (const [key, waiters] of part) for (const w of waiters) w.resolve(values.get(key) ?? null);
        },
        // Every request of the statement fails as its own lookup would have (503 for a lost database).
        (err: unknown) => {
          for (const [, waiters] of part) for (const w of waiters) w.reject(err);
        },
      );
    }
  }
}

/** One BatchedLookup per database handle (the tests run many apps in one process), made on first use. */
export function batchedPerDatabase<D extends object, K, V>(fetch: (db: D, keys: K[]) => Promise<Map<K, V>>): (db: D) => BatchedLookup<K, V> {
  const byDatabase = new WeakMap<D, BatchedLookup<K, V>>();
  return (db) => {
    let lookup = byDatabase.get(db);
    if (!lookup) byDatabase.set(db, (lookup = new BatchedLookup((keys) => fetch(db, keys))));
    return lookup;
  };
}
