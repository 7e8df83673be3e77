import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/index.ts';
import { databaseWindowCounters } from './database-window-counters.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

const warnEveryMs = 10_000;

/**
 * The rate-limit store of the app: counters in Redis when REDIS_URL is set, else in the database (app.db);
 * closed with the app. A failing store is logged (at most every 10 s) and lets requests through.
 */
export async function appRateLimitStore(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
): Promise<FastifyRateLimitStoreCtor> {
  // ioredis loads only when Redis is configured (the laptop's `npm start` counts in its database).
  const counters = config.REDIS_URL
    ? (await import('./redis-window-counters.ts')).redisWindowCounters({
        url: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
      })
    : databaseWindowCounters(app.db);
  const where = config.REDIS_URL ? 'redis' : 'database';
  app.addHook('onReady', async () => {
    if (!(await counters.ready(2_000))) app.log.warn({ store: where }, 'rate limits: store not reachable at start-up');
  });
  app.addHook('onClose', () => counters.close());
  let lastWarning = 0;
  return sharedRateLimitStore(counters, (error) => {
    if (Date.now() - lastWarning < warnEveryMs) return;
    lastWarning = Date.now();
    app.log.warn({ store: where, reason: `${error.name}: ${error.message}` }, 'rate limits not counted: store failed');
  });
}
