import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { rawRows } from '../../raw-rows.ts';

/** `count` learners of the producer (no password), for the bulk answers. */
export async function insertBulkLearners(db: Database, producerId: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into users (producer_id, email, nome, status, email_confirmed_at)
    select ${producerId}, 'aluno' || g || '@banco-grande.dev', 'Aluno ' || g, 'ativo', now() from generate_series(1, ${count}::int) as g`);
}

/**
 * `count` answers in slices by generate_series: random learners of the producer, random published questions,
 * right about 60% of the time, spread over the last 180 days; then the learners' per-question state and the
 * questions' first-answer statistics, aggregated from them.
 */
export async function insertBulkAnswers(
  db: Database,
  producerId: string,
  count: number,
  slice: number,
  progress: (done: number) => void,
): Promise<void> {
  await db.execute(sql`drop table if exists bulk_learners, bulk_questions`);
  // Numbered learners and questions, to pick them at random by number (plain tables: a pool has many connections).
  await db.execute(
    sql`create unlogged table bulk_learners as select row_number() over (order by id) as n, id from users where producer_id = ${producerId}`,
  );
  await db.execute(
    sql`create unlogged table bulk_questions as select row_number() over (order by id) as n, id, correct_letter from questions where producer_id = ${producerId} and status = 'published'`,
  );
  await db.execute(sql`alter table bulk_learners add primary key (n)`);
  await db.execute(sql`alter table bulk_questions add primary key (n)`);
  const countOf = async (table: string) =>
    Number((await rawRows<{ c: number }>(db, sql`select count(*)::int as c from ${sql.identifier(table)}`))[0]?.c ?? 0);
  const [learners, questionCount] = [await countOf('bulk_learners'), await countOf('bulk_questions')];
  for (let done = 0; done < count; done += slice) {
    const size = Math.min(slice, count - done);
    await db.execute(sql`
      insert into question_answers (producer_id, user_id, question_id, alternative, correct, mode, idempotency_key, answered_at, time_spent_ms)
      select ${producerId}, l.id, q.id, case when r.right then q.correct_letter else (array['A','B','C','D','E'])[1 + (r.g % 5)] end,
        r.right or q.correct_letter = (array['A','B','C','D','E'])[1 + (r.g % 5)], 'practice', gen_random_uuid(), now() - random() * interval '180 days', 30000 + (r.g % 90000)
      from (select g, random() < 0.6 as right, 1 + floor(random() * ${learners})::int as ln, 1 + floor(random() * ${questionCount})::int as qn
            from generate_series(${done + 1}::int, ${done + size}::int) as g) as r
      join bulk_learners l on l.n = r.ln
      join bulk_questions q on q.n = r.qn`);
    progress(done + size);
  }
  await db.execute(sql`
    insert into question_learner_state (user_id, question_id, answered_count, last_correct, last_answered_at)
    select user_id, question_id, count(*), (array_agg(correct order by answered_at desc))[1], max(answered_at)
    from question_answers where producer_id = ${producerId} group by user_id, question_id
    on conflict do nothing`);
  await db.execute(sql`
    insert into question_stats (question_id, answers, correct, letter_counts)
    select question_id, count(*), count(*) filter (where correct),
      array[count(*) filter (where alternative = 'A'), count(*) filter (where alternative = 'B'), count(*) filter (where alternative = 'C'),
            count(*) filter (where alternative = 'D'), count(*) filter (where alternative = 'E')]::int[]
    from (select distinct on (user_id, question_id) user_id, question_id, alternative, correct from question_answers
          where producer_id = ${producerId} order by user_id, question_id, answered_at) as firsts
    group by question_id
    on conflict do nothing`);
  await db.execute(sql`drop table bulk_learners`);
  await db.execute(sql`drop table bulk_questions`);
}
