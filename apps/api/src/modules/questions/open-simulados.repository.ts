import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simulados } from '../../db/schema/index.ts';

/** The producer's simulados that close after `now` (open or upcoming), by id, with the questions they hold. */
export function selectOpenSimulados(
  db: Database,
  producerId: string,
  now: Date,
): Promise<{ id: number; closes_at: Date; question_ids: number[] }[]> {
  return db
    .select({ id: simulados.id, closes_at: simulados.closes_at, question_ids: simulados.question_ids })
    .from(simulados)
    .where(and(eq(simulados.producer_id, producerId), gt(simulados.closes_at, now)))
    .orderBy(simulados.id);
}
