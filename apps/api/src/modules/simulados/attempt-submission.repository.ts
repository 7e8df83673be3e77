import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { simuladoAttempts, simulados } from '../../db/schema/index.ts';
import {
  learnerStateUpsert,
  letterPosition,
  statsAppendPending,
} from '../questions/answers/answer-effects.repository.ts';
import type { AttemptGrade } from './attempt-scoring.ts';
import { missUpsert } from '../flashcards/misses/misses.repository.ts';

/** Who won a submission, and the simulado it is of (its producer and questions, to grade it). */
export interface ClaimedSubmission {
  user_id: string;
  simulado_id: number;
  producer_id: string;
  question_ids: number[];
}

/**
 * Locks the attempt if it is not submitted yet: the learner and the simulado of the attempt when this call won,
 * null when another submitter had (after it waits for the one that held the lock). Only a lock: the one update
 * of the attempt comes at the end (recordHandIn), since a row updated twice in a transaction has its foreign
 * keys checked again on the second update (and the simulado's row is every taker's).
 */
export async function claimSubmission(tx: Database, attemptId: number): Promise<ClaimedSubmission | null> {
  const [won] = await tx
    .select({
      user_id: simuladoAttempts.user_id,
      simulado_id: simuladoAttempts.simulado_id,
      producer_id: simulados.producer_id,
      question_ids: simulados.question_ids,
    })
    .from(simuladoAttempts)
    .innerJoin(simulados, eq(simulados.id, simuladoAttempts.simulado_id))
    .where(and(eq(simuladoAttempts.id, attemptId), isNull(simuladoAttempts.submitted_at)))
    .for('update', { of: simuladoAttempts });
  return won ?? null;
}

type AttemptRow = typeof simuladoAttempts.$inferSelect;

/** The graded answers as SQL rows (question_id, alternative, correct, answered_at). */
const gradedValues = (recorded: AttemptGrade['recorded']) =>
  sql.join(
    recorded.map(
      (answer) =>
        sql`(${answer.questionId}::int, ${answer.alternative}::text, ${answer.correct}::boolean, ${answer.answeredAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );

/**
 * The rest of a hand-in in one statement: the graded answers into the learner's question history (mode
 * 'simulado'), their effects as an answer call counts them (answer-effects.repository.ts): the learner's state of
 * each question; the first answers for the questions' peer statistics; the wrong ones into the learner's memory,
 * the error notebook, missed at the hand-in. Then the attempt submitted (at the deadline when automatic) with its
 * grade, which counts it among the takers (the score counts' trigger). The counters every taker shares (the
 * questions' statistics, the scores' counts) are not updated here but appended to as pending rows, which a
 * recurring job folds in: a hand-in locks only the learner's own rows. Returns the attempt as submitted.
 */
export async function recordHandIn(
  tx: Database,
  attempt: { id: number; producerId: string; userId: string },
  grade: AttemptGrade,
  { automatic, now }: { automatic: boolean; now: Date },
): Promise<AttemptRow> {
  const effects =
    grade.recorded.length === 0
      ? sql``
      : sql`with logged as (
          insert into question_answers (producer_id, user_id, question_id, alternative, correct, mode, attempt_id,
                                        idempotency_key, answered_at)
          select ${attempt.producerId}::uuid, ${attempt.userId}::uuid, v.question_id, v.alternative, v.correct,
                 'simulado', ${attempt.id}::int, gen_random_uuid(), v.answered_at
          from (values ${gradedValues(grade.recorded)}) as v(question_id, alternative, correct, answered_at)
          returning user_id, question_id, alternative, correct, answered_at
        ),
        state as (${learnerStateUpsert(sql`(select user_id, question_id, correct, answered_at from logged)`)}),
        stats as (${statsAppendPending(
          sql`(select l.question_id, l.correct::int as correct, ${letterPosition(sql`l.alternative`)} as letter
               from logged l join state on state.user_id = l.user_id and state.question_id = l.question_id and state.inserted)`,
        )}),
        misses as (${missUpsert(
          sql`(select ${attempt.producerId}::uuid as producer_id, user_id, question_id, 'simulado'::text as missed_in,
                      ${now.toISOString()}::timestamptz as missed_at, null::int as category_id
               from logged where not correct)`,
        )})`;
  const [row] = await rawRows<AttemptRow>(
    tx,
    sql`${effects}
        update simulado_attempts
        set submitted_at = ${automatic ? sql`deadline` : sql`${now.toISOString()}::timestamptz`},
            submitted_automatically = ${automatic}, correct = ${grade.correct}, answered = ${grade.answered},
            score = ${grade.score}
        where id = ${attempt.id}
        returning id, simulado_id, user_id, started_at, deadline, submitted_at, submitted_automatically, correct,
                  answered, score`,
  );
  if (!row) throw new Error(`attempt ${attempt.id} vanished during its hand-in`);
  return {
    ...row,
    started_at: new Date(row.started_at),
    deadline: new Date(row.deadline),
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
  };
}
