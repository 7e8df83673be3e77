import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { sharedRateLimitStore, storedKey } from './shared-rate-limit-store.ts';
import type { WindowCounters } from './window-counters.ts';

/** Counters in a Map (no window expiry): enough to see which keys the store writes. */
function mapCounters(): WindowCounters & { keys: Map<string, number> } {
  const keys = new Map<string, number>();
  return {
    keys,
    hit: async (key, windowMs) => {
      keys.set(key, (keys.get(key) ?? 0) + 1);
      return { count: keys.get(key) ?? 0, ttlMs: windowMs };
    },
    read: async (key) => ({ count: keys.get(key) ?? 0, ttlMs: 0 }),
    ready: async () => true,
    close: async () => undefined,
  };
}

function hit(store: FastifyRateLimitStore, key: string) {
  return new Promise<number>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), 60_000, 5),
  );
}

describe('the shared rate-limit store', () => {
  it('keeps each route, and each limiter budget, under keys of its own', async () => {
    const counters = mapCounters();
    const Store = sharedRateLimitStore(counters);
    const root = new Store({});
    // child() is typed with route options; the plugin passes the limit's merged options.
    const child = (options: object) => root.child(options as never);
    const signUp = child({ routeInfo: { method: 'POST', url: '/api/auth/create' }, max: 10, timeWindow: 600_000 });
    const reset = child({ routeInfo: { method: 'POST', url: '/api/auth/password-reset/request' }, max: 10 });
    const perHour = child({ max: 5, timeWindow: 3_600_000 });
    const perMinute = child({ max: 1, timeWindow: 60_000 });
    const samePerHour = child({ max: 5, timeWindow: 3_600_000 });

    expect(await hit(signUp, '10.0.0.1')).toBe(1);
    expect(await hit(reset, '10.0.0.1')).toBe(1);
    expect(await hit(perHour, 'email-change|u1')).toBe(1);
    expect(await hit(perMinute, 'email-change|u1')).toBe(1);
    // Two limiters with one budget and one key spend one counter (e.g. codes sent to one address).
    expect(await hit(samePerHour, 'email-change|u1')).toBe(2);
    expect(counters.keys.size).toBe(4);
  });

  it('stores a long client-sent key as a hash, still one counter per key', async () => {
    const long = `site|${'o'.repeat(8_000)}|ana@example.com`;
    expect(storedKey('route:POST /x|', long)).toMatch(/^route:POST \/x\|sha256:[0-9a-f]{64}$/);
    expect(storedKey('route:POST /x|', long)).toBe(storedKey('route:POST /x|', long));
    expect(storedKey('route:POST /x|', `${long}!`)).not.toBe(storedKey('route:POST /x|', long));
    expect(storedKey('route:POST /x|', '10.0.0.1')).toBe('route:POST /x|10.0.0.1');
  });

  it('hands a failing counter to the error callback and to the plugin', async () => {
    const errors: Error[] = [];
    const Store = sharedRateLimitStore(
      { ...mapCounters(), hit: () => Promise.reject(new Error('ECONNREFUSED')) },
      (error) => void errors.push(error),
    );
    const store = new Store({}).child({ max: 1 } as never);
    await expect(hit(store, 'k')).rejects.toThrow('ECONNREFUSED');
    expect(errors.map((error) => error.message)).toEqual(['ECONNREFUSED']);
  });
});
