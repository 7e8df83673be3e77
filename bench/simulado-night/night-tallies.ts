import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** The questions' first answers in their peer statistics, folded or still pending. */
export async function tallyAnswers(client: pg.Client, questionIds: readonly number[]): Promise<number> {
  const { rows } = await client.query<{ answers: string }>(
    `select (select coalesce(sum(answers), 0) from question_stats where question_id = any($1::int[]))
          + (select coalesce(sum(answers), 0) from question_stats_pending where question_id = any($1::int[])) as answers`,
    [questionIds],
  );
  return Number(rows[0]?.answers ?? 0);
}

export interface TallyCheck {
  /** Hand-ins the takers miss plus the step's first answers the questions' statistics miss (0 when all count). */
  missing: number;
  /** Whether the recurring fold emptied the pending rows within 10 s of the step's end. */
  folded: boolean;
}

/**
 * After a step: the hand-ins as the shared counters hold them, once the API's recurring job (every second) has
 * folded the pending rows. The night's learners are new, so every answer a hand-in logs is a first answer.
 */
export async function checkTallies(
  client: pg.Client,
  simuladoId: number,
  questionIds: readonly number[],
  answersBefore: number,
): Promise<TallyCheck> {
  let folded = false;
  for (let waited = 0; waited <= 10_000 && !folded; waited += 250) {
    const { rows } = await client.query<{ pending: string }>(
      `select (select count(*) from question_stats_pending)
            + (select count(*) from simulado_score_counts_pending where simulado_id = $1) as pending`,
      [simuladoId],
    );
    folded = Number(rows[0]?.pending) === 0;
    if (!folded) await sleep(250);
  }
  const { rows } = await client.query<{ takers_missing: string; logged: string }>(
    `select (select count(*) from simulado_attempts where simulado_id = $1 and submitted_at is not null and score is not null)
          - (select coalesce(sum(takers), 0) from simulado_score_counts where simulado_id = $1)
          - (select coalesce(sum(takers), 0) from simulado_score_counts_pending where simulado_id = $1) as takers_missing,
            (select count(*) from question_answers qa join simulado_attempts a on a.id = qa.attempt_id
             where a.simulado_id = $1) as logged`,
    [simuladoId],
  );
  const answersMissing = Number(rows[0]?.logged ?? 0) - ((await tallyAnswers(client, questionIds)) - answersBefore);
  return { missing: Math.abs(Number(rows[0]?.takers_missing ?? 0)) + Math.abs(answersMissing), folded };
}
