/**
 * A small in-process cache of reads with a time to live, for rows read on nearly every request and written
 * rarely. Concurrent misses of a key share one read (the entry is the pending promise), a failed read is not
 * kept, and entries carry tags so a writer in this process can forget every entry it made stale at once.
 *
 * Forgetting a tag also drops reads still in flight, so a read that started before a write can never land in
 * the cache after the writer forgot the tag. An entry read more than half its time to live ago is read again in
 * the background on its next use (that use still gets the old value, so busy keys never make callers wait), and a
 * background read that fails drops the entry. Other processes are not told of writes: they see one within the
 * time to live of their own entries (each cache states its bound), unless the cache's owner sends its tags to
 * every process (change-bus/; the session cache does).
 */
export interface TtlCacheOptions {
  ttlMs: number;
  /** Beyond this many entries, expired ones are swept and then the oldest dropped (default 10,000). */
  maxEntries?: number;
}

export interface CacheReadOptions<V> {
  /** Names to forget this entry by (forget(tag)), from the value read. */
  tags?: (value: V) => readonly string[];
  /** An earlier expiry than the time to live, from the value (say, a session that ends sooner). */
  expiresAt?: (value: V) => number;
}

interface Entry<V> {
  value: Promise<V>;
  /** When its read started. */
  readAt: number;
  expiresAt: number;
  /** Empty until the read settles; a pending entry is dropped by any forget(). */
  tags: readonly string[];
  pending: boolean;
  refreshing: boolean;
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #byTag = new Map<string, Set<string>>();
  readonly #pending = new Set<string>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  /** Counts forget() calls: a background read that saw one start after it is not kept. */
  #forgets = 0;

  constructor({ ttlMs, maxEntries = 10_000 }: TtlCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value of `key`, or the result of `read` (kept until it expires or a tag of it is forgotten). */
  read(key: string, read: () => PromiseLike<V> | V, options: CacheReadOptions<V> = {}, now = Date.now()): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) {
      if (!hit.pending && !hit.refreshing && now - hit.readAt >= this.#ttlMs / 2)
        this.#refresh(key, hit, read, options, now);
      return hit.value;
    }
    if (hit) this.#delete(key);
    const entry = this.#entry(new Promise<V>((resolve) => resolve(read())), now, true);
    if (this.#entries.size >= this.#maxEntries) this.#makeRoom(now);
    this.#entries.set(key, entry);
    this.#pending.add(key);
    entry.value.then(
      (value) => {
        // Forgotten (or replaced) while in flight: nothing to keep.
        if (this.#entries.get(key) !== entry) return;
        this.#pending.delete(key);
        this.#settle(key, entry, value, options);
      },
      () => this.#dropIfStill(key, entry),
    );
    return entry.value;
  }

  /**
   * Forgets every entry tagged `tag`, and every read still in flight (its tags are not known yet, and it may
   * have read the rows before the write that calls this).
   */
  forget(tag: string): void {
    this.#forgets += 1;
    for (const key of [...(this.#byTag.get(tag) ?? []), ...this.#pending]) this.#delete(key);
  }

  clear(): void {
    this.#forgets += 1;
    this.#entries.clear();
    this.#byTag.clear();
    this.#pending.clear();
  }

  // new Promise settles a read once: a drizzle query is a thenable that runs again on every await.
  #entry(value: Promise<V>, now: number, pending: boolean): Entry<V> {
    return { value, readAt: now, expiresAt: now + this.#ttlMs, tags: [], pending, refreshing: false };
  }

  #refresh(
    key: string,
    stale: Entry<V>,
    read: () => PromiseLike<V> | V,
    options: CacheReadOptions<V>,
    now: number,
  ): void {
    stale.refreshing = true;
    const forgets = this.#forgets;
    new Promise<V>((resolve) => resolve(read())).then(
      (value) => {
        if (this.#entries.get(key) !== stale) return;
        stale.refreshing = false;
        if (this.#forgets !== forgets) return;
        this.#delete(key);
        const fresh = this.#entry(Promise.resolve(value), now, false);
        this.#entries.set(key, fresh);
        this.#settle(key, fresh, value, options);
      },
      // What made it fail (a session revoked meanwhile, say) is read again by the next use.
      () => this.#dropIfStill(key, stale),
    );
  }

  #settle(key: string, entry: Entry<V>, value: V, options: CacheReadOptions<V>): void {
    entry.pending = false;
    if (options.expiresAt) entry.expiresAt = Math.min(entry.expiresAt, options.expiresAt(value));
    entry.tags = options.tags?.(value) ?? [];
    for (const tag of entry.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #dropIfStill(key: string, entry: Entry<V>): void {
    if (this.#entries.get(key) === entry) this.#delete(key);
  }

  #makeRoom(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#delete(key);
    for (const key of this.#entries.keys()) {
      if (this.#entries.size < this.#maxEntries) break;
      this.#delete(key);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    if (entry.pending) this.#pending.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}

/**
 * One cache per database (each app, and each test file, has its own), created on first use. Weakly held: a
 * closed database's entries go with it.
 */
export function perDatabase<D extends object, V>(options: TtlCacheOptions): (db: D) => TtlCache<V> {
  const caches = new WeakMap<D, TtlCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new TtlCache<V>(options)));
    return cache;
  };
}
