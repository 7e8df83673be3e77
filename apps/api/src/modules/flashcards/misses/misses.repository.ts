import { sql, type SQL } from 'drizzle-orm';

/**
 * The start of the study day after `at` (a timestamptz expression), as study-day.ts studyDayStart(at, 1) says:
 * São Paulo midnight, UTC−3 all year, computed on UTC so that the session's time zone does not matter.
 */
export const nextStudyDayStart = (at: SQL) =>
  sql`((date_trunc('day', (${at} at time zone 'UTC') - interval '3 hours') + interval '27 hours') at time zone 'UTC')`;

/**
 * The miss upsert, from `source`, a parenthesized select of misses with columns (producer_id, user_id,
 * question_id, missed_in, missed_at, category_id): a new item is FSRS-new and due at the start of the next study
 * day; an existing one (reviewed before, removed or resolved) comes back into the notebook, due no later than
 * that, its FSRS state kept (its next review lapses it). category_id null: the question's deepest type-7 subject.
 * Rows are locked in (user, question) order, like the answer upserts.
 */
export const missUpsert = (source: SQL) => sql`
  insert into memory_items as m (producer_id, user_id, question_id, category_id, due, missed_in, missed_at)
  select src.producer_id, src.user_id, src.question_id,
    coalesce(src.category_id, (select c.id from question_category_links l join question_categories c on c.id = l.category_id
      where l.question_id = src.question_id and c.type = 7 order by cardinality(c.path) desc, c.id limit 1)),
    ${nextStudyDayStart(sql`src.missed_at`)}, src.missed_in, src.missed_at
  from ${source} as src order by src.user_id, src.question_id
  on conflict (user_id, question_id) where question_id is not null do update set
    missed_in = case when m.missed_at is null or excluded.missed_at >= m.missed_at then excluded.missed_in else m.missed_in end,
    missed_at = greatest(m.missed_at, excluded.missed_at),
    removed_at = null,
    resolved_at = null,
    due = least(m.due, excluded.due)
  returning m.question_id`;
