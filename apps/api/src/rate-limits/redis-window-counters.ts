import { Redis } from 'ioredis';
import type { WindowCount, WindowCounters } from './window-counters.ts';

/** INCR, and PEXPIRE when the key is new (its window opens); answers the count and the ms left. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export interface RedisWindowCountersOptions {
  url: string;
  /** Prefix of every key (REDIS_KEY_PREFIX). */
  keyPrefix: string;
}

/**
 * Counters in Redis (REDIS_URL): one key per limit and client, expiring with its window. A command waits at most
 * 2 s; when it fails the request goes through uncounted (see app-rate-limit-store.ts).
 */
export function redisWindowCounters({ url, keyPrefix }: RedisWindowCountersOptions): WindowCounters {
  // No offline queue: while the server is unreachable a command fails at once (the limit is skipped) instead of
  // holding the request; the client keeps reconnecting in the background.
  const redis = new Redis(url, {
    keyPrefix,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Without a listener an unreachable server's 'error' events would crash the process; each failed command
  // rejects on its own.
  redis.on('error', () => undefined);
  const toCount = ([count, ttl]: [number, number]): WindowCount => ({ count, ttlMs: Math.max(0, ttl) });
  return {
    async hit(key, windowMs) {
      return toCount((await redis.eval(hitScript, 1, key, windowMs)) as [number, number]);
    },
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return count === null ? { count: 0, ttlMs: 0 } : toCount([Number(count), ttl]);
    },
    async ready(timeoutMs) {
      if (redis.status === 'ready') return true;
      let timer: NodeJS.Timeout | undefined;
      const ready = new Promise<boolean>((resolve) => {
        redis.once('ready', () => resolve(true));
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      return ready.finally(() => clearTimeout(timer));
    },
    async close() {
      redis.disconnect();
    },
  };
}
