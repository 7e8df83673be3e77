import type { Database } from '../../db/database.ts';

/**
 * Verticals and producers are configuration-like rows read on every public call (the host decides the vertical)
 * and changed rarely by staff. Each API process keeps them for a short time instead of querying on every request;
 * an edit shows up everywhere within `ttlMs`. Keyed by database so each app (and test) has its own entries.
 */
export const tenancyCacheTtlMs = 30_000;

type Entry = { value: Promise<unknown>; expiresAt: number };
const caches = new WeakMap<Database, Map<string, Entry>>();

export function cachedTenancyRead<T>(db: Database, key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  // Promise.resolve settles the read once: a drizzle query is a thenable that runs again on every await.
  const value = Promise.resolve(read());
  cache.set(key, { value, expiresAt: now + tenancyCacheTtlMs });
  // A failed read is not kept: the next request tries again.
  value.catch(() => cache.delete(key));
  return value;
}

/** Forgets every cached tenancy row of this database (after seeding or an edit in this process). */
export function clearTenancyCache(db: Database): void {
  caches.delete(db);
}
