/** Spec §9: question-category trees are kept 20 minutes, at most 100 of them. */
const categoryCacheTtlMs = 1_200_000;
const categoryCacheMaxEntries = 100;
/** Above this many entries, a write first purges the expired ones. */
const categoryCachePurgeAbove = 80;

export interface CategoryCacheOptions {
  /** The clock (injectable for tests); `Date.now` by default. */
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
  purgeAbove?: number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * The category-tree cache of spec §9. An entry expires `ttlMs` after it was stored (a read of an expired
 * entry misses and forgets it). On a write: when the cache holds more than `purgeAbove` entries, every
 * expired entry is purged; then, if it still holds `maxEntries`, the oldest entry (stored first) is dropped
 * to make room. Writing a key again replaces its entry (it becomes the newest).
 */
export class CategoryCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly purgeAbove: number;

  constructor(options: CategoryCacheOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.ttlMs = options.ttlMs ?? categoryCacheTtlMs;
    this.maxEntries = options.maxEntries ?? categoryCacheMaxEntries;
    this.purgeAbove = options.purgeAbove ?? categoryCachePurgeAbove;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** The value stored under `key`, unless it has expired. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.isExpired(entry, this.now())) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    const now = this.now();
    this.entries.delete(key);
    if (this.entries.size > this.purgeAbove) this.purgeExpired(now);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The keys held, oldest first (expired ones included until a read or a purge removes them). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private isExpired(entry: Entry<T>, now: number): boolean {
    return now - entry.storedAt >= this.ttlMs;
  }

  private purgeExpired(now: number): void {
    for (const [key, entry] of this.entries) if (this.isExpired(entry, now)) this.entries.delete(key);
  }
}

/** The cache key of a tree: the producer's host (each producer has its own trees) and the category type. */
export const categoryCacheKey = (host: string, type: number) => `${host}|${type}`;
