import { describe, expect, it } from 'vitest';
import { perDatabase, TtlCache } from './ttl-cache.ts';

/** Lets pending promise callbacks (background reads) run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const counter = () => {
  let reads = 0;
  return { read: async () => ++reads, reads: () => reads };
};

describe('TtlCache', () => {
  it('reads once within the time to live and again after it', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000 });
    const source = counter();
    expect(await cache.read('k', source.read, {}, 0)).toBe(1);
    expect(await cache.read('k', source.read, {}, 499)).toBe(1);
    expect(await cache.read('k', source.read, {}, 1000)).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('past half its time to live, answers the value it has and reads again in the background', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000 });
    const source = counter();
    await cache.read('k', source.read, {}, 0);
    expect(await cache.read('k', source.read, {}, 500)).toBe(1);
    await settled();
    expect(await cache.read('k', source.read, {}, 999)).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('drops an entry whose background read fails, so the next use reads it again', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 });
    await cache.read('k', async () => 'valid', {}, 0);
    expect(await cache.read('k', () => Promise.reject(new Error('revoked')), {}, 600)).toBe('valid');
    await settled();
    await expect(cache.read('k', () => Promise.reject(new Error('revoked')), {}, 601)).rejects.toThrow('revoked');
  });

  it('does not keep a background read when something was forgotten meanwhile', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 });
    await cache.read('k', async () => 'first', {}, 0);
    let release: (value: string) => void = () => undefined;
    cache.read('k', () => new Promise<string>((resolve) => (release = resolve)), {}, 600);
    cache.forget('some write');
    release('read before the write');
    await settled();
    expect(await cache.read('k', async () => 'second', {}, 601)).toBe('first');
    await settled();
    expect(await cache.read('k', async () => 'third', {}, 602)).toBe('second');
  });

  it('shares one read among concurrent misses, and runs a lazy thenable once', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000 });
    let runs = 0;
    // Like a drizzle query: nothing runs until then() is called, and each then() runs it again.
    const query = { then: (resolve: (v: number) => void) => resolve(++runs) } as PromiseLike<number>;
    const values = await Promise.all([1, 2, 3].map((now) => cache.read('q', () => query, {}, now)));
    expect(values).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 });
    await expect(cache.read('k', () => Promise.reject(new Error('down')), {}, 0)).rejects.toThrow('down');
    await expect(
      cache.read(
        'k',
        () => {
          throw new Error('sync');
        },
        {},
        1,
      ),
    ).rejects.toThrow('sync');
    expect(await cache.read('k', async () => 'up', {}, 2)).toBe('up');
  });

  it('forgets the entries of a tag, and keeps the others', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 });
    const tags = (value: string) => [`user:${value}`];
    await cache.read('a', async () => 'ana', { tags }, 0);
    await cache.read('b', async () => 'bia', { tags }, 0);
    cache.forget('user:ana');
    expect(await cache.read('a', async () => 'ana again', { tags }, 1)).toBe('ana again');
    expect(await cache.read('b', async () => 'not read', { tags }, 1)).toBe('bia');
  });

  it('never keeps a read that was in flight when a tag was forgotten', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 });
    let release: (value: string) => void = () => undefined;
    const inFlight = cache.read('k', () => new Promise<string>((resolve) => (release = resolve)), {}, 0);
    cache.forget('anything');
    release('read before the write');
    // Whoever was waiting gets its answer (it ran alongside the write), but the cache does not keep it.
    expect(await inFlight).toBe('read before the write');
    expect(await cache.read('k', async () => 'read after the write', {}, 1)).toBe('read after the write');
  });

  it('expires an entry earlier when the value says so', async () => {
    const cache = new TtlCache<{ until: number }>({ ttlMs: 1000 });
    const options = { expiresAt: (value: { until: number }) => value.until };
    await cache.read('k', async () => ({ until: 10 }), options, 0);
    expect(await cache.read('k', async () => ({ until: 2000 }), options, 9)).toEqual({ until: 10 });
    expect(await cache.read('k', async () => ({ until: 2000 }), options, 10)).toEqual({ until: 2000 });
  });

  it('stays within its size: expired entries go first, then the oldest', async () => {
    const cache = new TtlCache<number>({ ttlMs: 100, maxEntries: 3 });
    for (const [index, key] of ['a', 'b', 'c'].entries()) await cache.read(key, async () => index, {}, index * 60);
    await cache.read('d', async () => 3, {}, 150); // 'a' had expired: it makes the room
    await cache.read('e', async () => 4, {}, 150); // nothing expired: the oldest ('b') goes
    expect(cache.size).toBe(3);
    expect(await cache.read('d', async () => 99, {}, 150)).toBe(3);
    expect(await cache.read('b', async () => 99, {}, 150)).toBe(99);
  });

  it('keeps one cache per database', () => {
    const cacheOf = perDatabase<object, number>({ ttlMs: 1000 });
    const [a, b] = [{}, {}];
    expect(cacheOf(a)).toBe(cacheOf(a));
    expect(cacheOf(a)).not.toBe(cacheOf(b));
  });
});
