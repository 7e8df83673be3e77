import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rawRows } from '../db/raw-rows.ts';
import type { WindowCount } from './window-counters.ts';

const ttlMs = sql`greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::integer`;

/**
 * One atomic upsert: a new key, or a key whose window ended, starts a window of `windowMs` at 1; a key inside
 * its window counts one more. Every process's hit on the same key is serialised by the row.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await rawRows<WindowCount>(
    db,
    sql`insert into rate_limit_counters as c (key, count, window_ends_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
        returning count, ${ttlMs} as "ttlMs"`,
  );
  return row ?? { count: 1, ttlMs: windowMs };
}

/** The key's count and time left, or zeros when it has no open window. */
export async function readCount(db: Database, key: string): Promise<WindowCount> {
  const [row] = await rawRows<WindowCount>(
    db,
    sql`select count, ${ttlMs} as "ttlMs" from rate_limit_counters where key = ${key} and window_ends_at > now()`,
  );
  return row ?? { count: 0, ttlMs: 0 };
}
