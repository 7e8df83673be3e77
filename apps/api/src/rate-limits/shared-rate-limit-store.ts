import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { WindowCount, WindowCounters } from './window-counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit tells a child store: the route (route limits) and the limit's own options. */
interface LimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
  max?: unknown;
  timeWindow?: unknown;
}

/**
 * Where a limit's keys live: a route limit under its method and URL; a limiter made with app.createRateLimit
 * (no route) under its group id or, without one, its max and window, so two limiters with different budgets
 * never share a counter while limiters with the same budget and keys do (e.g. codes sent to one address).
 */
function scopeOf({ routeInfo, groupId, max, timeWindow }: LimitOptions): string {
  if (routeInfo?.url) return `route:${String(routeInfo.method)} ${routeInfo.url}`;
  if (groupId) return `group:${groupId}`;
  return `limiter:${String(max)}/${String(timeWindow)}`;
}

const toResult = ({ count, ttlMs }: WindowCount) => ({ current: count, ttl: ttlMs });

/**
 * Keys carry client-sent text (an Origin header, an e-mail): past 200 characters the key is its scope and a
 * SHA-256 of the rest, so no header makes the key too long to store (an index entry has a size limit) and slip
 * through uncounted.
 */
export function storedKey(scope: string, key: string): string {
  const full = scope + key;
  return full.length <= 200 ? full : `${scope}sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * The @fastify/rate-limit store over shared counters: every process spends the same budget. A counter that
 * fails (Redis or the database unreachable) is reported to `onError`; the plugin then lets the request through
 * (skipOnError), so an outage of the counters' store never turns away sign-ups by itself.
 */
export function sharedRateLimitStore(
  counters: WindowCounters,
  onError: (error: Error) => void = () => undefined,
): FastifyRateLimitStoreCtor {
  const failed = (callback: Callback) => (error: unknown) => {
    const reason = error instanceof Error ? error : new Error(String(error));
    onError(reason);
    callback(reason);
  };
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    // @fastify/rate-limit constructs the root store with its global options; children get their scope.
    constructor(_options?: unknown, prefix = 'rate-limit|') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters
        .hit(storedKey(this.#prefix, key), timeWindow)
        .then((count) => callback(null, toResult(count)), failed(callback));
    }

    read(key: string, callback: Callback): void {
      counters.read(storedKey(this.#prefix, key)).then((count) => callback(null, toResult(count)), failed(callback));
    }

    // Typed as route options, but at run time the limit's merged options (with routeInfo, max, timeWindow).
    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedRateLimitStore(undefined, `${this.#prefix}${scopeOf(routeOptions as LimitOptions)}|`);
    }
  }
  return SharedRateLimitStore;
}
