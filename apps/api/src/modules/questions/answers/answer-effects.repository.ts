import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/*
 * Both upserts lock their rows in one order (learner, question; question), so concurrent statements wait for each
 * other instead of deadlocking.
 */

/**
 * The learner-state upsert, from `source`, a parenthesized select of new answers with columns (user_id, question_id,
 * correct, answered_at): the count goes up, the latest answer's correctness wins. Returns (user_id, question_id,
 * inserted): inserted is true for a learner's first answer to the question (a row may exist already from a mark).
 */
export const learnerStateUpsert = (source: SQL) => sql`
  insert into question_learner_state as s (user_id, question_id, answered_count, last_correct, last_answered_at)
  select src.user_id, src.question_id, 1, src.correct, src.answered_at from ${source} as src order by src.user_id, src.question_id
  on conflict (user_id, question_id) do update set
    answered_count = s.answered_count + 1,
    last_correct = case when s.last_answered_at is null or excluded.last_answered_at >= s.last_answered_at then excluded.last_correct else s.last_correct end,
    last_answered_at = greatest(s.last_answered_at, excluded.last_answered_at)
  returning s.user_id, s.question_id, (s.answered_count = 1) as inserted`;

/** The first answers of `source` (question_id, correct 0/1, letter 1–5) added up per question, in question order. */
const statsTallies = (source: SQL) => sql`
  select v.question_id, count(*)::int, sum(v.correct)::int,
    array[count(*) filter (where v.letter = 1), count(*) filter (where v.letter = 2), count(*) filter (where v.letter = 3),
          count(*) filter (where v.letter = 4), count(*) filter (where v.letter = 5)]::int[]
  from ${source} as v group by v.question_id order by v.question_id`;

/** Adds the tallies of `source`, a select of (question_id, answers, correct, letter_counts), to question_stats. */
const statsAdd = (tallies: SQL) => sql`
  insert into question_stats as st (question_id, answers, correct, letter_counts)
  ${tallies}
  on conflict (question_id) do update set
    answers = st.answers + excluded.answers,
    correct = st.correct + excluded.correct,
    letter_counts = array[st.letter_counts[1] + excluded.letter_counts[1], st.letter_counts[2] + excluded.letter_counts[2],
      st.letter_counts[3] + excluded.letter_counts[3], st.letter_counts[4] + excluded.letter_counts[4], st.letter_counts[5] + excluded.letter_counts[5]]
  returning st.question_id, st.answers, st.correct, st.letter_counts`;

/**
 * The peer-statistics upsert, from `source`, a parenthesized select of learners' first answers with columns (question_id,
 * correct 0/1, letter 1–5). Returns each updated question's statistics.
 */
export const statsUpsert = (source: SQL) => statsAdd(statsTallies(source));

/**
 * The same first answers appended to question_stats_pending instead, rows no other writer locks: what a simulado's
 * hand-in uses, since every taker adds to the same questions (issue 19). foldPendingStats adds them up later.
 */
export const statsAppendPending = (source: SQL) => sql`
  insert into question_stats_pending (question_id, answers, correct, letter_counts)
  ${statsTallies(source)}`;

/**
 * Moves every pending first answer into question_stats in one statement (the deletion and the additions commit
 * together, so nothing is counted twice or lost; a concurrent fold skips the rows this one took). Returns how many
 * pending rows it folded.
 */
export async function foldPendingStats(db: Database): Promise<number> {
  const [row] = await rawRows<{ folded: number }>(
    db,
    sql`with moved as (delete from question_stats_pending returning question_id, answers, correct, letter_counts),
        added as (${statsAdd(sql`
          select question_id, sum(answers)::int, sum(correct)::int,
            array[sum(letter_counts[1]), sum(letter_counts[2]), sum(letter_counts[3]), sum(letter_counts[4]),
                  sum(letter_counts[5])]::int[]
          from moved group by question_id order by question_id`)})
        select (select count(*) from moved)::int as folded`,
  );
  return row?.folded ?? 0;
}

const letterIndex = { A: 1, B: 2, C: 3, D: 4, E: 5 } as const;

/** A letter's place in question_stats.letter_counts (1–5), in SQL. */
export const letterPosition = (letter: SQL) =>
  sql`array_position(array['A', 'B', 'C', 'D', 'E']::text[], ${letter}::text)`;

export type StatsRow = { question_id: number; answers: number; correct: number; letter_counts: number[] };

/** Counts the learner's new answers in their state of each question; `inserted` marks a first answer to it. */
export function upsertLearnerStates(
  db: Database,
  userId: string,
  answers: readonly { questionId: number; correct: boolean; answeredAt: Date }[],
): Promise<{ question_id: number; inserted: boolean }[]> {
  const values = sql.join(
    answers.map(
      (answer) =>
        sql`(${userId}::uuid, ${answer.questionId}::int, ${answer.correct}::boolean, ${answer.answeredAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  return rawRows<{ question_id: number; inserted: boolean }>(
    db,
    learnerStateUpsert(sql`(select * from (values ${values}) as v(user_id, question_id, correct, answered_at))`),
  );
}

/** Adds learners' first answers (one per question) to the questions' peer statistics; returns the updated rows. */
export function upsertFirstAnswerStats(
  db: Database,
  firstAnswers: readonly { questionId: number; correct: boolean; alternative: keyof typeof letterIndex }[],
): Promise<StatsRow[]> {
  const statValues = sql.join(
    firstAnswers.map(
      (answer) =>
        sql`(${answer.questionId}::int, ${answer.correct ? 1 : 0}::int, ${letterIndex[answer.alternative]}::int)`,
    ),
    sql`, `,
  );
  return rawRows<StatsRow>(
    db,
    statsUpsert(sql`(select * from (values ${statValues}) as s(question_id, correct, letter))`),
  );
}
