/** A bound on what the values weigh together (their text's length, say), besides their number. */
export interface WeightBound<V> {
  weigh: (value: V) => number;
  max: number;
}

/**
 * Values kept `ttlMs` after they were loaded, at most `maxEntries` of them and, with a `weight` bound, at most
 * that much in all (the one loaded longest ago goes first). For answers that may be a little stale but cost a
 * round trip to the database each time.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; at: number; weight: number }>();
  /** Loads under way, by key: a burst of misses for one key waits for one load, not one each. */
  private readonly loading = new Map<string, { promise: Promise<V>; dropped: boolean }>();
  private weightHeld = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly weight?: WeightBound<V>,
  ) {}

  /** What the values held weigh together (0 without a weight bound). */
  get weightKept(): number {
    return this.weightHeld;
  }

  /** Values held, expired ones not yet forgotten included. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept value of `key`, or `load()`'s, kept from now on if `keep` says so (a value that must not be
   * shared, such as an answer refused to one client, is not). A failed load keeps nothing. While a load of
   * `key` is under way, others asking for it wait for that one; one whose value `keep` refuses loads its own.
   */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const pending = this.loading.get(key);
    if (pending) {
      const value = await pending.promise;
      return keep(value) ? value : load();
    }
    const own = { promise: load(), dropped: false };
    this.loading.set(key, own);
    try {
      const value = await own.promise;
      // Dropped while loading: the value may predate the change that dropped it, so it is served, not kept.
      if (keep(value) && !own.dropped) this.set(key, value);
      return value;
    } finally {
      if (this.loading.get(key) === own) this.loading.delete(key);
    }
  }

  /** The kept value of `key` while it has not expired, loading nothing (undefined otherwise). */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.at < this.ttlMs ? hit.value : undefined;
  }

  /** Keeps `value` for `key` from now on, in place of any kept one (for values learnt along the way). */
  set(key: string, value: V): void {
    const weight = this.weight?.weigh(value) ?? 0;
    // One heavier than the whole bound is not kept, and does not push out everything else.
    if (this.weight && weight > this.weight.max) return;
    // Deleted first, so a reloaded key counts as the newest.
    this.forget(key);
    const max = this.weight?.max ?? Infinity;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weightHeld + weight > max)) this.forget(this.entries.keys().next().value as string);
    this.entries.set(key, { value, at: Date.now(), weight });
    this.weightHeld += weight;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weightHeld -= entry.weight;
  }

  /**
   * Forgets the kept values of the keys `matches` accepts: the next get of each loads it. A load of such a key
   * under way is neither kept nor waited for by a later get (it may have read the data before the change).
   */
  drop(matches: (key: string) => boolean): void {
    // Expired values go too, unasked: otherwise they stay until maxEntries pushes them out, and every drop (one
    // per like or comment under load) would test hundreds of dead keys. A Map may lose entries while iterated.
    const now = Date.now();
    for (const [key, entry] of this.entries) if (now - entry.at >= this.ttlMs || matches(key)) this.forget(key);
    for (const [key, load] of this.loading) {
      if (!matches(key)) continue;
      load.dropped = true;
      this.loading.delete(key);
    }
  }

  /** Forgets every kept value: the next get of each key loads it. */
  clear(): void {
    this.drop(() => true);
  }
}

/** One ExpiringCache per owner (a database handle, say), dropped with it. */
export function expiringCachePer<Owner extends object, V>(ttlMs: number, maxEntries: number): (owner: Owner) => ExpiringCache<V> {
  const caches = new WeakMap<Owner, ExpiringCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new ExpiringCache<V>(ttlMs, maxEntries)));
    return cache;
  };
}
