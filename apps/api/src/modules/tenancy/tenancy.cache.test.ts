import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { cachedTenancyRead, clearTenancyCache, tenancyCacheTtlMs } from './tenancy.cache.ts';

const fakeDb = () => ({}) as Database;

describe('tenancy cache', () => {
  it('reads once within the time to live and again after it', async () => {
    const db = fakeDb();
    let reads = 0;
    const read = async () => ++reads;
    expect(await cachedTenancyRead(db, 'k', read, 0)).toBe(1);
    expect(await cachedTenancyRead(db, 'k', read, tenancyCacheTtlMs - 1)).toBe(1);
    expect(await cachedTenancyRead(db, 'k', read, tenancyCacheTtlMs)).toBe(2);
  });

  it('keeps databases and keys apart, and forgets on clear', async () => {
    const a = fakeDb();
    const b = fakeDb();
    expect(await cachedTenancyRead(a, 'k', async () => 'a', 0)).toBe('a');
    expect(await cachedTenancyRead(b, 'k', async () => 'b', 0)).toBe('b');
    expect(await cachedTenancyRead(a, 'other', async () => 'c', 0)).toBe('c');
    clearTenancyCache(a);
    expect(await cachedTenancyRead(a, 'k', async () => 'fresh', 1)).toBe('fresh');
  });

  it('does not keep a failed read', async () => {
    const db = fakeDb();
    await expect(cachedTenancyRead(db, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cachedTenancyRead(db, 'k', async () => 'up', 1)).toBe('up');
  });
});

describe('tenancy cache with lazy thenables', () => {
  it('runs a query-builder-like thenable once, however often the cached value is awaited', async () => {
    const db = fakeDb();
    let runs = 0;
    // Like a drizzle query: nothing runs until then() is called, and each then() runs it again.
    const query = { then: (resolve: (v: number) => void) => resolve(++runs) } as unknown as Promise<number>;
    await cachedTenancyRead(db, 'q', () => query, 0);
    await cachedTenancyRead(db, 'q', () => query, 1);
    await cachedTenancyRead(db, 'q', () => query, 2);
    expect(runs).toBe(1);
  });
});
