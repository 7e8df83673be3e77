import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { MemorySettingsRow } from '../../../db/schema/memory.ts';
import type { ScheduleFields } from '../scheduler/schedule-fields.ts';
import { itemScope, textArray, type QueueScope } from './queue.repository.ts';

/** What one queue call reads of the learner's memory, bounded by the study day. */
export interface QueueHeadWindow {
  userId: string;
  producerId: string;
  /** The learner's live product codes: lessons of other courses (not free previews) are closed. */
  productCodes: readonly string[];
  /** The start of today's study day (today's reviews are counted from it). */
  dayStart: Date;
  /** Reviews due before this (the start of tomorrow). */
  horizon: Date;
  /** (Re)learning steps due up to this (now + the learn-ahead). */
  learnAhead: Date;
}

/** A due item: what names it, and its scheduling fields as the scheduler reads them. */
export interface DueItemRow extends ScheduleFields {
  id: number;
  flashcard_id: number | null;
  card_ord: number;
  question_id: number | null;
  case_option_id: number | null;
  category_id: number | null;
}

export interface QueueHead {
  /** The learner's study settings row (null: none saved, the defaults apply). */
  settings: MemorySettingsRow | null;
  /** The lessons the learner cannot open. */
  closedLessons: number[];
  /** Reviews counted today, and how many of them were a new card's first. */
  today: { reviewed: number; new_cards: number };
  /** All the due items, by kind. */
  counts: { learning: number; review: number; errors: number };
  /** The first `limit` due items by due time (the queue index's order), cards and questions together. */
  due: DueItemRow[];
}

/**
 * The cards of the lessons in `closed` (their own lesson's, or their track's when they have none), read through
 * the lesson and track indexes once per statement: a hashed NOT IN costs the due items next to nothing, where a
 * lookup of each due card made PostgreSQL price a long backlog high enough to JIT-compile the statement.
 */
const closedCards = (closed: SQL) => sql`select f.id from flashcards f where f.lesson_id = any(${closed})
  union all select f.id from flashcard_tracks t join flashcards f on f.track_id = t.id
    where t.lesson_id = any(${closed}) and f.lesson_id is null`;

/** A missed question or case step, or a card of no closed lesson. */
const openItem = (closed: SQL) => sql`(m.flashcard_id is null or m.flashcard_id not in (${closedCards(closed)}))`;

type SettingsColumns = { [K in keyof MemorySettingsRow]: MemorySettingsRow[K] | null };
type HeadRow = Omit<DueItemRow, 'id'> &
  SettingsColumns & {
    id: number | string | null;
    closed_lessons: number[];
    reviewed: number;
    new_cards: number;
    learning: number;
    review: number;
    errors: number;
  };

const dueItem = (row: HeadRow, id: number | string): DueItemRow => ({
  id: Number(id),
  flashcard_id: row.flashcard_id,
  card_ord: row.card_ord,
  question_id: row.question_id,
  case_option_id: row.case_option_id,
  category_id: row.category_id,
  due: new Date(row.due),
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsed_days,
  scheduled_days: row.scheduled_days,
  learning_steps: row.learning_steps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  last_review: row.last_review === null ? null : new Date(row.last_review),
});

function settingsOf(row: SettingsColumns): MemorySettingsRow | null {
  const { user_id, desired_retention, new_per_day, max_reviews_per_day, days_off, fitting, updated_at } = row;
  if (
    user_id === null ||
    desired_retention === null ||
    new_per_day === null ||
    max_reviews_per_day === null ||
    days_off === null ||
    fitting === null ||
    updated_at === null
  )
    return null;
  return {
    user_id,
    desired_retention,
    new_per_day,
    max_reviews_per_day,
    days_off,
    fsrs_weights: row.fsrs_weights ?? null,
    weights_fitted_at: row.weights_fitted_at ?? null,
    weights_review_count: row.weights_review_count ?? null,
    fitting,
    updated_at,
  };
}

/**
 * One statement for what a queue call needs of the learner's settings and memory (one round trip, one scan of the due
 * items: the counts and the first `limit` come from the same rows).
 */
export async function selectQueueHead(
  db: Database,
  window: QueueHeadWindow,
  scope: QueueScope,
  limit: number,
): Promise<QueueHead> {
  const rows = await rawRows<HeadRow>(
    db,
    sql`with closed as (select coalesce(array_agg(l.id), '{}')::int[] as ids from lessons l
          join courses c on c.id = l.course_id
          where l.producer_id = ${window.producerId} and not l.free_preview
            and not (c.product_codes && ${textArray(window.productCodes)})),
        due as materialized (select m.id, m.flashcard_id, m.card_ord, m.question_id, m.case_option_id, m.category_id, m.due,
            m.stability, m.difficulty, m.elapsed_days, m.scheduled_days, m.learning_steps, m.reps, m.lapses,
            m.state, m.last_review
          from memory_items m
          where m.user_id = ${window.userId} and m.producer_id = ${window.producerId}
            and m.removed_at is null and m.resolved_at is null and m.due < ${window.horizon}
            and (m.state = 2 or (m.state = 0 and m.flashcard_id is null)
              or (m.state in (1, 3) and m.due <= ${window.learnAhead}))
            and ${openItem(sql`(select ids from closed)::int[]`)} ${itemScope(scope)}),
        head as (select (select ids from closed) as closed_lessons,
            (select count(*) from memory_reviews r where r.user_id = ${window.userId} and r.undone_at is null
              and r.reviewed_at >= ${window.dayStart} and r.reviewed_at < ${window.horizon})::int as reviewed,
            (select count(*) from memory_reviews r join memory_items m on m.id = r.item_id
              where r.user_id = ${window.userId} and r.undone_at is null and r.state_before = 0
                and m.flashcard_id is not null
                and r.reviewed_at >= ${window.dayStart} and r.reviewed_at < ${window.horizon})::int as new_cards,
            count(*) filter (where d.flashcard_id is not null and d.state in (1, 3))::int as learning,
            count(*) filter (where d.flashcard_id is not null and d.state = 2)::int as review,
            count(*) filter (where d.flashcard_id is null)::int as errors
          from due d)
        select head.*, st.user_id, st.desired_retention, st.new_per_day, st.max_reviews_per_day, st.days_off,
          st.fsrs_weights, st.weights_fitted_at, st.weights_review_count, st.fitting, st.updated_at, first.* from head
          left join memory_settings st on st.user_id = ${window.userId}
          left join lateral (select * from due order by due.due, due.id limit ${limit}) first on true`,
  );
  const [head] = rows;
  if (!head) throw new Error('the queue head statement answered no row');
  return {
    settings: settingsOf(head),
    closedLessons: head.closed_lessons.map(Number),
    today: { reviewed: head.reviewed, new_cards: head.new_cards },
    counts: { learning: head.learning, review: head.review, errors: head.errors },
    due: rows.flatMap((row) => (row.id === null ? [] : [dueItem(row, row.id)])),
  };
}
