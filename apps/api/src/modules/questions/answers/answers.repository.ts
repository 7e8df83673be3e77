import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { questionAnswers, questionLearnerState, questionStats } from '../../../db/schema/index.ts';
import { learnerStateUpsert, letterPosition, statsUpsert, type StatsRow } from './answer-effects.repository.ts';
import { missUpsert } from '../../flashcards/misses/misses.repository.ts';
import { type UpdatedStats, updatedStats } from './answer-effects.ts';

export interface NewAnswer {
  producerId: string;
  userId: string;
  questionId: number;
  alternative: 'A' | 'B' | 'C' | 'D' | 'E';
  correct: boolean;
  mode: 'practice' | 'track';
  practiceSessionId: number | null;
  trackId: number | null;
  timeSpentMs: number;
  idempotencyKey: string;
  answeredAt: Date;
}

const answerValues = (answer: NewAnswer) =>
  sql`(${answer.producerId}::uuid, ${answer.userId}::uuid, ${answer.questionId}::int, ${answer.alternative}, ${answer.correct}::boolean,
       ${answer.mode}, ${answer.practiceSessionId}::int, ${answer.trackId}::int, ${answer.timeSpentMs}::int,
       ${answer.idempotencyKey}::uuid, ${answer.answeredAt.toISOString()}::timestamptz)`;

/**
 * Records answers and counts them in one statement, so in one transaction: INSERT … ON CONFLICT DO NOTHING
 * RETURNING, and from the rows it returned (none for a retry or an item answered already) the learner-state and
 * peer-statistics upserts of answer-effects.repository.ts, and the wrong ones into the learner's memory (the error
 * notebook: flashcards/misses). The answers must be of distinct (learner, question) and
 * distinct (learner, key) pairs (answer-batcher.ts sees to it). Per answer, in order: null when it was not
 * inserted, else its question's statistics after the statement (read from the statement's snapshot when none of
 * these answers was a learner's first to that question, which leaves them unchanged).
 */
export async function recordAnswers(db: Database, answers: readonly NewAnswer[]): Promise<(UpdatedStats | null)[]> {
  if (answers.length === 0) return [];
  const asked = sql.join(
    answers.map(
      (answer, ord) =>
        sql`(${ord}::int, ${answer.userId}::uuid, ${answer.idempotencyKey}::uuid, ${answer.questionId}::int)`,
    ),
    sql`, `,
  );
  const rows = await rawRows<{ ord: number; inserted: boolean } & Omit<StatsRow, 'question_id'>>(
    db,
    sql`with ins as (
          insert into question_answers (producer_id, user_id, question_id, alternative, correct, mode, practice_session_id, track_id,
                                        time_spent_ms, idempotency_key, answered_at)
          values ${sql.join(answers.map(answerValues), sql`, `)}
          on conflict do nothing
          returning producer_id, user_id, question_id, alternative, correct, mode, answered_at, idempotency_key
        ),
        misses as (${missUpsert(
          sql`(select producer_id, user_id, question_id, mode as missed_in, answered_at as missed_at, null::int as category_id
               from ins where not correct)`,
        )}),
        state as (${learnerStateUpsert(sql`(select user_id, question_id, correct, answered_at from ins)`)}),
        stats as (${statsUpsert(
          sql`(select ins.question_id, ins.correct::int as correct, ${letterPosition(sql`ins.alternative`)} as letter
               from ins join state on state.user_id = ins.user_id and state.question_id = ins.question_id and state.inserted)`,
        )})
        select a.ord, (ins.idempotency_key is not null) as inserted,
               coalesce(stats.answers, st.answers, 0) as answers,
               coalesce(stats.correct, st.correct, 0) as correct,
               coalesce(stats.letter_counts, st.letter_counts, array[0, 0, 0, 0, 0]) as letter_counts
        from (values ${asked}) as a(ord, user_id, idempotency_key, question_id)
        left join ins on ins.user_id = a.user_id and ins.idempotency_key = a.idempotency_key and ins.question_id = a.question_id
        left join stats on stats.question_id = a.question_id
        left join question_stats st on st.question_id = a.question_id`,
  );
  const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
  return answers.map((_, ord) => {
    const row = byOrd.get(ord);
    return row?.inserted ? updatedStats(row) : null;
  });
}

/** Where an answer was given: a practice session, a track, or neither (free practice). */
export interface AnswerItem {
  practiceSessionId: number | null;
  trackId: number | null;
}

/**
 * The learner's stored answer that made a new one a no-op: the one with the same idempotency key (first), or the
 * answer to the same question in the same session or track item; with the question's stats. Null when none.
 */
export async function findEarlierAnswer(
  db: Database,
  userId: string,
  questionId: number,
  idempotencyKey: string,
  target: AnswerItem,
) {
  const sameKey = eq(questionAnswers.idempotency_key, idempotencyKey);
  const item =
    target.practiceSessionId !== null
      ? eq(questionAnswers.practice_session_id, target.practiceSessionId)
      : target.trackId !== null
        ? eq(questionAnswers.track_id, target.trackId)
        : undefined;
  const [row] = await db
    .select({
      question_id: questionAnswers.question_id,
      alternative: questionAnswers.alternative,
      correct: questionAnswers.correct,
      answered_at: questionAnswers.answered_at,
      same_key: sql<boolean>`${sameKey}`,
      answers: questionStats.answers,
      stats_correct: questionStats.correct,
      letter_counts: questionStats.letter_counts,
    })
    .from(questionAnswers)
    .leftJoin(questionStats, eq(questionStats.question_id, questionId))
    .where(
      and(
        eq(questionAnswers.user_id, userId),
        item ? or(sameKey, and(item, eq(questionAnswers.question_id, questionId))) : sameKey,
      ),
    )
    .orderBy(desc(sql`${sameKey}`))
    .limit(1);
  return row ?? null;
}

/** Sets the learner's mark of the question, and their note unless it is undefined (null clears it). */
export async function upsertMark(
  db: Database,
  userId: string,
  questionId: number,
  marked: boolean,
  note: string | null | undefined,
) {
  const rows = await db
    .insert(questionLearnerState)
    .values({ user_id: userId, question_id: questionId, marked, note: note ?? null })
    .onConflictDoUpdate({
      target: [questionLearnerState.user_id, questionLearnerState.question_id],
      set: { marked, ...(note === undefined ? {} : { note: sql`excluded.note` }) },
    })
    .returning({ marked: questionLearnerState.marked, note: questionLearnerState.note });
  return firstOrThrow(rows, 'mark upsert');
}

/** Which answer belongs to a position: the one in this practice session, or the learner's in this track. */
export type PositionAnswerScope = { practiceSessionId: number } | { trackId: number };

/** The learner's latest answer to the question, wherever it was given (session, track or loose), or null. */
export async function findLatestAnswer(db: Database, userId: string, questionId: number) {
  const [row] = await db
    .select({
      alternative: questionAnswers.alternative,
      correct: questionAnswers.correct,
      answered_at: questionAnswers.answered_at,
    })
    .from(questionAnswers)
    .where(and(eq(questionAnswers.user_id, userId), eq(questionAnswers.question_id, questionId)))
    .orderBy(desc(questionAnswers.answered_at), desc(questionAnswers.id))
    .limit(1);
  return row ?? null;
}

/** The answer to the question at a session or track position (the first found), or null. */
export async function findPositionAnswer(db: Database, userId: string, questionId: number, scope: PositionAnswerScope) {
  const where =
    'practiceSessionId' in scope
      ? eq(questionAnswers.practice_session_id, scope.practiceSessionId)
      : and(eq(questionAnswers.user_id, userId), eq(questionAnswers.track_id, scope.trackId));
  const [row] = await db
    .select({
      alternative: questionAnswers.alternative,
      correct: questionAnswers.correct,
      answered_at: questionAnswers.answered_at,
    })
    .from(questionAnswers)
    .where(and(where, eq(questionAnswers.question_id, questionId)))
    .limit(1);
  return row ?? null;
}
