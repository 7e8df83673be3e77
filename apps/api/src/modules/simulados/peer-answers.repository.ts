import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  simuladoAnswers,
  simuladoAttempts,
  simuladoScoreCounts,
  simuladoScoreCountsPending,
} from '../../db/schema/index.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { preparedPerDatabase } from './prepared-statement.ts';
import type { ScoreCount } from './ranking.ts';

const submitted = (simuladoId: number) =>
  and(eq(simuladoAttempts.simulado_id, simuladoId), isNotNull(simuladoAttempts.submitted_at));

const scoreCounts = preparedPerDatabase((db) => {
  const simuladoId = sql.placeholder('simuladoId');
  const counts = unionAll(
    db
      .select({ score: simuladoScoreCounts.score, takers: simuladoScoreCounts.takers })
      .from(simuladoScoreCounts)
      .where(eq(simuladoScoreCounts.simulado_id, simuladoId)),
    db
      .select({ score: simuladoScoreCountsPending.score, takers: simuladoScoreCountsPending.takers })
      .from(simuladoScoreCountsPending)
      .where(eq(simuladoScoreCountsPending.simulado_id, simuladoId)),
  ).as('counts');
  const takers = sql`sum(${counts.takers})`;
  return db
    .select({ score: counts.score, count: sql<number>`${takers}::int`.mapWith(Number) })
    .from(counts)
    .groupBy(counts.score)
    .having(sql`${takers} > 0`)
    .prepare('simulado_score_counts');
});

/**
 * The scores of the simulado's takers (submitted attempts), grouped: the counts the attempts' trigger keeps, with
 * the changes it appended since the last fold, so a taker is counted from the commit of their hand-in.
 */
export function takerScores(db: Database, simuladoId: number): Promise<ScoreCount[]> {
  return scoreCounts(db).execute({ simuladoId });
}

/**
 * Moves the pending changes into simulado_score_counts in one statement (see foldPendingStats); the rows of
 * simulados deleted since are dropped. Returns how many pending rows it folded.
 */
export async function foldPendingScoreCounts(db: Database): Promise<number> {
  const [row] = await rawRows<{ folded: number }>(
    db,
    sql`with moved as (delete from simulado_score_counts_pending returning simulado_id, score, takers),
        added as (
          insert into simulado_score_counts as c (simulado_id, score, takers)
          select m.simulado_id, m.score, sum(m.takers)::int from moved m
          where exists (select 1 from simulados s where s.id = m.simulado_id)
          group by m.simulado_id, m.score order by m.simulado_id, m.score
          on conflict (simulado_id, score) do update set takers = c.takers + excluded.takers)
        select (select count(*) from moved)::int as folded`,
  );
  return row?.folded ?? 0;
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
