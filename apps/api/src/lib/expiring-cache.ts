export interface ExpiringCacheOptions<V> {
  /** A bound on what the values weigh together (their text's length, say), besides their number. */
  weight?: { weigh: (value: V) => number; max: number };
  /**
   * The groups a key belongs to (a URL: its path and the paths above it), so that dropGroups finds the keys of
   * a group without testing every key held.
   */
  groupsOf?: (key: string) => readonly string[];
}

interface Entry<V> {
  value: V;
  at: number;
  weight: number;
  groups: readonly string[];
}

const NO_GROUPS: readonly string[] = [];

/**
 * Values kept `ttlMs` after they were loaded, at most `maxEntries` of them and, with a `weight` bound, at most
 * that much in all (the one loaded longest ago goes first). For answers that may be a little stale but cost a
 * round trip to the database each time.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Loads under way, by key: a burst of misses for one key waits for one load, not one each. */
  private readonly loading = new Map<string, { promise: Promise<V>; dropped: boolean }>();
  /** The keys held, by group (options.groupsOf). */
  private readonly members = new Map<string, Set<string>>();
  private weightHeld = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly options: ExpiringCacheOptions<V> = {},
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
    const { weight: bound, groupsOf } = this.options;
    const weight = bound?.weigh(value) ?? 0;
    // One heavier than the whole bound is not kept, and does not push out everything else.
    if (bound && weight > bound.max) return;
    // Deleted first, so a reloaded key counts as the newest.
    this.forget(key);
    const max = bound?.max ?? Infinity;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weightHeld + weight > max)) this.forget(this.entries.keys().next().value as string);
    const groups = groupsOf?.(key) ?? NO_GROUPS;
    this.entries.set(key, { value, at: Date.now(), weight, groups });
    this.weightHeld += weight;
    for (const group of groups) {
      let keys = this.members.get(group);
      if (!keys) this.members.set(group, (keys = new Set()));
      keys.add(key);
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weightHeld -= entry.weight;
    for (const group of entry.groups) {
      const keys = this.members.get(group)!;
      keys.delete(key);
      if (keys.size === 0) this.members.delete(group);
    }
  }

  /**
   * Forgets the kept values of the keys in any of `groups` (options.groupsOf), looking at those keys only: with
   * thousands of pages kept and a like every few milliseconds, testing every key took a tenth of the server's
   * time. A load of such a key under way is neither kept nor waited for by a later get (it may have read the
   * data before the change).
   */
  dropGroups(groups: readonly string[]): void {
    for (const group of groups) for (const key of this.members.get(group) ?? NO_GROUPS) this.forget(key);
    const { groupsOf } = this.options;
    if (!groupsOf) return;
    for (const [key, load] of this.loading) {
      if (!groupsOf(key).some((group) => groups.includes(group))) continue;
      load.dropped = true;
      this.loading.delete(key);
    }
  }

  /** Forgets every kept value, and every load under way (dropGroups): the next get of each key loads it. */
  clear(): void {
    this.entries.clear();
    this.members.clear();
    this.weightHeld = 0;
    for (const load of this.loading.values()) load.dropped = true;
    this.loading.clear();
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
