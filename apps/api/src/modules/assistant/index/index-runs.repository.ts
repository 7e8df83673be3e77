import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { assistantIndexRuns, producers } from '../../../db/schema/index.ts';

/** The producer's index run row, or null before its first run or request. */
export async function indexRunOf(db: Database, producerId: string) {
  const [row] = await db.select().from(assistantIndexRuns).where(eq(assistantIndexRuns.producer_id, producerId));
  return row ?? null;
}

/** A reindex was asked for: 'queued' (a run under way stays 'running'; the request time is kept either way). */
export async function markRunQueued(db: Database, producerId: string): Promise<void> {
  await db
    .insert(assistantIndexRuns)
    .values({ producer_id: producerId, status: 'queued', requested_at: sql`now()` })
    .onConflictDoUpdate({
      target: assistantIndexRuns.producer_id,
      set: {
        status: sql`case when ${assistantIndexRuns.status} = 'running' then 'running' else 'queued' end`,
        requested_at: sql`now()`,
      },
    });
}

export async function markRunStarted(db: Database, producerId: string): Promise<void> {
  await db
    .insert(assistantIndexRuns)
    .values({ producer_id: producerId, status: 'running', started_at: sql`now()` })
    .onConflictDoUpdate({
      target: assistantIndexRuns.producer_id,
      set: { status: 'running', started_at: sql`now()`, error_code: null },
    });
}

/**
 * Takes the producer's run row for the rest of the transaction, so two runs of one producer (two processes, the
 * job and a seed) write its passages one after the other.
 */
export async function lockRun(db: Database, producerId: string): Promise<void> {
  await db
    .select({ producer_id: assistantIndexRuns.producer_id })
    .from(assistantIndexRuns)
    .where(eq(assistantIndexRuns.producer_id, producerId))
    .for('update');
}

export async function markRunFinished(db: Database, producerId: string, fingerprint: string): Promise<void> {
  await db
    .update(assistantIndexRuns)
    .set({ status: 'idle', finished_at: sql`now()`, error_code: null, content_fingerprint: fingerprint })
    .where(eq(assistantIndexRuns.producer_id, producerId));
}

/** The run failed: its code only (never a text of the material: the error may quote it). */
export async function markRunFailed(db: Database, producerId: string, errorCode: string): Promise<void> {
  await db
    .update(assistantIndexRuns)
    .set({ status: 'failed', finished_at: sql`now()`, error_code: errorCode })
    .where(eq(assistantIndexRuns.producer_id, producerId));
}

/** Every producer with its run's state and last fingerprint (null: never indexed). */
export function producerRuns(db: Database) {
  return db
    .select({
      producer_id: producers.id,
      status: assistantIndexRuns.status,
      content_fingerprint: assistantIndexRuns.content_fingerprint,
    })
    .from(producers)
    .leftJoin(assistantIndexRuns, eq(assistantIndexRuns.producer_id, producers.id))
    .orderBy(producers.id);
}
