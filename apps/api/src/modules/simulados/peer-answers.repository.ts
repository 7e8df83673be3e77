import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simuladoAnswers, simuladoAttempts } from '../../db/schema/index.ts';
import type { ScoreCount } from './ranking.ts';

const submitted = (simuladoId: number) =>
  and(eq(simuladoAttempts.simulado_id, simuladoId), isNotNull(simuladoAttempts.submitted_at));

/** The scores of the simulado's takers (submitted attempts), grouped. */
export function takerScores(db: Database, simuladoId: number): Promise<ScoreCount[]> {
  return db
    .select({
      score: sql<number>`coalesce(${simuladoAttempts.score}, 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(simuladoAttempts)
    .where(submitted(simuladoId))
    .groupBy(simuladoAttempts.score);
}

/** How many takers chose each letter of each question: `${questionId}:${letter}` → count. */
export async function letterCounts(db: Database, simuladoId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({
      question_id: simuladoAnswers.question_id,
      alternative: simuladoAnswers.alternative,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(simuladoAnswers)
    .innerJoin(simuladoAttempts, eq(simuladoAttempts.id, simuladoAnswers.attempt_id))
    .where(and(submitted(simuladoId), isNotNull(simuladoAnswers.alternative)))
    .groupBy(simuladoAnswers.question_id, simuladoAnswers.alternative);
  return new Map(rows.map((row) => [`${row.question_id}:${row.alternative}`, row.count]));
}
