import type { Database } from '../db/database.ts';
import { countHit, readCount } from './rate-limit-counters.repository.ts';
import type { WindowCounters } from './window-counters.ts';

/** Counters in the rate_limit_counters table (REDIS_URL unset); ended windows are purged daily (jobs/purges.ts). */
export function databaseWindowCounters(db: Database): WindowCounters {
  return {
    hit: (key, windowMs) => countHit(db, key, windowMs),
    read: (key) => readCount(db, key),
    ready: async () => true,
    close: async () => undefined,
  };
}
