import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryCache, categoryCacheKey } from './category-cache.ts';

/** A cache on a clock the test moves by hand. */
function cacheOnClock() {
  const clock = { time: 1_000_000 };
  const cache = new CategoryCache<string>({ now: () => clock.time });
  return { cache, clock };
}

function fill(cache: CategoryCache<string>, from: number, to: number) {
  for (let index = from; index <= to; index++) cache.set(`k${index}`, `v${index}`);
}

describe('CategoryCache (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps an entry for 20 minutes and no longer (1 200 000 ms)', () => {
    const { cache, clock } = cacheOnClock();
    cache.set('a', 'tree');
    clock.time += 1_199_999;
    expect(cache.get('a')).toBe('tree');
    clock.time += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('counts the 20 minutes from the last write of the key', () => {
    const { cache, clock } = cacheOnClock();
    cache.set('a', 'old');
    clock.time += 1_000_000;
    cache.set('a', 'new');
    clock.time += 1_000_000;
    expect(cache.get('a')).toBe('new');
  });

  it('never holds more than 100 entries: at 100 the oldest is dropped', () => {
    const { cache, clock } = cacheOnClock();
    for (let index = 1; index <= 100; index++) {
      cache.set(`k${index}`, `v${index}`);
      clock.time += 10;
    }
    expect(cache.size).toBe(100);
    cache.set('k101', 'v101');
    expect(cache.size).toBe(100);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBe('v2');
    expect(cache.get('k101')).toBe('v101');
    cache.set('k102', 'v102');
    expect(cache.get('k2')).toBeUndefined();
    expect(cache.keys()[0]).toBe('k3');
  });

  it('drops the oldest by write time: a key written again is the newest', () => {
    const { cache } = cacheOnClock();
    fill(cache, 1, 100);
    cache.set('k1', 'again');
    cache.set('k101', 'v101');
    expect(cache.get('k1')).toBe('again');
    expect(cache.get('k2')).toBeUndefined();
  });

  it('rewriting a key of a full cache drops nothing', () => {
    const { cache } = cacheOnClock();
    fill(cache, 1, 100);
    cache.set('k50', 'again');
    expect(cache.size).toBe(100);
    expect(cache.get('k1')).toBe('v1');
  });

  it('above 80 entries, a write purges every expired entry', () => {
    const { cache, clock } = cacheOnClock();
    fill(cache, 1, 50);
    clock.time += 600_000;
    fill(cache, 51, 81);
    clock.time += 600_000; // k1..k50 are 20 minutes old now; k51..k81 10 minutes
    expect(cache.size).toBe(81);
    cache.set('k82', 'v82');
    expect(cache.size).toBe(32);
    expect(cache.keys()).toEqual(Array.from({ length: 32 }, (_, index) => `k${index + 51}`));
  });

  it('at 80 entries or fewer, a write leaves expired entries alone (reads still miss them)', () => {
    const { cache, clock } = cacheOnClock();
    fill(cache, 1, 79);
    clock.time += 1_200_000;
    cache.set('k80', 'v80');
    expect(cache.size).toBe(80);
    cache.set('k81', 'v81'); // 80 held before this write: not above 80, no purge
    expect(cache.size).toBe(81);
    cache.set('k82', 'v82'); // 81 held: the 79 expired go
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeUndefined();
  });

  it('purges first, and drops the oldest only when the purge did not make room', () => {
    const { cache, clock } = cacheOnClock();
    fill(cache, 1, 100); // none expired
    clock.time += 1;
    cache.set('k101', 'v101');
    expect(cache.size).toBe(100);
    clock.time += 1_200_000; // all expired now
    cache.set('k102', 'v102');
    expect(cache.keys()).toEqual(['k102']);
  });

  it('uses Date.now by default (fake timers move it)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const cache = new CategoryCache<number>();
    cache.set(categoryCacheKey('lumen.oftalmologia.localhost', 7), 1);
    vi.advanceTimersByTime(19 * 60_000);
    expect(cache.get('lumen.oftalmologia.localhost|7')).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(cache.has('lumen.oftalmologia.localhost|7')).toBe(false);
  });

  it('keys entries by producer host and type', () => {
    const { cache } = cacheOnClock();
    cache.set(categoryCacheKey('a.localhost', 7), 'a7');
    cache.set(categoryCacheKey('b.localhost', 7), 'b7');
    cache.set(categoryCacheKey('a.localhost', 1), 'a1');
    expect(cache.get(categoryCacheKey('a.localhost', 7))).toBe('a7');
    expect(cache.get(categoryCacheKey('b.localhost', 7))).toBe('b7');
    expect(cache.get(categoryCacheKey('a.localhost', 1))).toBe('a1');
  });
});
