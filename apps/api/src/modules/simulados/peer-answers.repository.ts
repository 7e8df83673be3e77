import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simuladoAnswers, simuladoAttempts, simuladoScoreCounts } from '../../db/schema/index.ts';
import { preparedPerDatabase } from './prepared-statement.ts';
import type { ScoreCount } from './ranking.ts';

const submitted = (simuladoId: number) =>
  and(eq(simuladoAttempts.simulado_id, simuladoId), isNotNull(simuladoAttempts.submitted_at));

const scoreCounts = preparedPerDatabase((db) =>
  db
    .select({ score: simuladoScoreCounts.score, count: simuladoScoreCounts.takers })
    .from(simuladoScoreCounts)
    .where(and(eq(simuladoScoreCounts.simulado_id, sql.placeholder('simuladoId')), gt(simuladoScoreCounts.takers, 0)))
    .prepare('simulado_score_counts'),
);

/** The scores of the simulado's takers (submitted attempts), grouped: the counts the attempts' trigger keeps. */
export function takerScores(db: Database, simuladoId: number): Promise<ScoreCount[]> {
  return scoreCounts(db).execute({ simuladoId });
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
