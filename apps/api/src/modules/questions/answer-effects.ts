import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

export interface RecordedAnswer {
  questionId: number;
  alternative: 'A' | 'B' | 'C' | 'D' | 'E';
  correct: boolean;
  answeredAt: Date;
}

const letterIndex = { A: 1, B: 2, C: 3, D: 4, E: 5 } as const;

/**
 * What a new answer changes besides its own row (call it in the transaction that inserted the answers, once
 * per answer actually inserted, never for a replay): the learner's state of the question (count, latest
 * correctness) and, for the learner's first answer to a question, the question's peer statistics.
 */
export async function applyAnswerEffects(db: Database, userId: string, answers: readonly RecordedAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  const values = sql.join(
    answers.map((answer) => sql`(${userId}::uuid, ${answer.questionId}::int, ${answer.correct}::boolean, ${answer.answeredAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  // A count of 1 after the upsert is a first answer (a row may exist already from a mark): only those feed the peer statistics.
  const firsts = await rawRows<{ question_id: number; inserted: boolean }>(
    db,
    sql`insert into question_learner_state as s (user_id, question_id, answered_count, last_correct, last_answered_at)
        select v.user_id, v.question_id, 1, v.correct, v.answered_at from (values ${values}) as v(user_id, question_id, correct, answered_at)
        on conflict (user_id, question_id) do update set
          answered_count = s.answered_count + 1,
          last_correct = case when s.last_answered_at is null or excluded.last_answered_at >= s.last_answered_at then excluded.last_correct else s.last_correct end,
          last_answered_at = greatest(s.last_answered_at, excluded.last_answered_at)
        returning s.question_id, (s.answered_count = 1) as inserted`,
  ).then((rows) => rows.filter((row) => row.inserted));
  const first = new Set(firsts.map((row) => Number(row.question_id)));
  const firstAnswers = answers.filter((answer) => first.has(answer.questionId));
  if (firstAnswers.length === 0) return;
  const statValues = sql.join(
    firstAnswers.map((answer) => sql`(${answer.questionId}::int, ${answer.correct ? 1 : 0}::int, ${letterIndex[answer.alternative]}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into question_stats as st (question_id, answers, correct, letter_counts)
    select v.question_id, count(*)::int, sum(v.correct)::int,
      array[count(*) filter (where v.letter = 1), count(*) filter (where v.letter = 2), count(*) filter (where v.letter = 3),
            count(*) filter (where v.letter = 4), count(*) filter (where v.letter = 5)]::int[]
    from (values ${statValues}) as v(question_id, correct, letter) group by v.question_id
    on conflict (question_id) do update set
      answers = st.answers + excluded.answers,
      correct = st.correct + excluded.correct,
      letter_counts = array[st.letter_counts[1] + excluded.letter_counts[1], st.letter_counts[2] + excluded.letter_counts[2],
        st.letter_counts[3] + excluded.letter_counts[3], st.letter_counts[4] + excluded.letter_counts[4], st.letter_counts[5] + excluded.letter_counts[5]]`);
}
