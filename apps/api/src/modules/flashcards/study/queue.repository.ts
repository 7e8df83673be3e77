import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { CardKind } from '@members/contract';
import type { FsrsStateNumber } from '../../../db/schema/memory.ts';

/** Which items a study covers: a subject deck (its subtree's category ids), a lesson track, or the notebook. */
export type QueueScope =
  | { kind: 'all' }
  | { kind: 'deck'; categoryIds: readonly number[] }
  | { kind: 'track'; trackId: number }
  | { kind: 'errors' };

export interface QueueWindow {
  userId: string;
  producerId: string;
  /** The lessons the learner cannot open: their cards (and their tracks' cards) are left out. */
  closedLessons: readonly number[];
  /** Reviews due before this (the start of tomorrow). */
  horizon: Date;
  /** (Re)learning steps due up to this (now + the learn-ahead). */
  learnAhead: Date;
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * A card the learner may study: of no lesson (its own nor its track's), or of a lesson not in `closedLessons`
 * (closedLessonIds: the lessons they cannot open).
 */
function cardOpen(card: SQL, closedLessons: readonly number[]): SQL {
  if (closedLessons.length === 0) return sql`true`;
  return sql`((${card}.lesson_id is null and ${card}.track_id is null)
    or coalesce(${card}.lesson_id, (select t.lesson_id from flashcard_tracks t where t.id = ${card}.track_id))
      <> all(${intArray(closedLessons)}))`;
}

/** The producer's lessons the learner cannot open: not a free preview, and no live access to their course. */
export async function selectClosedLessonIds(
  db: Database,
  producerId: string,
  productCodes: readonly string[],
): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select l.id from lessons l join courses c on c.id = l.course_id
        where l.producer_id = ${producerId} and not l.free_preview and not (c.product_codes && ${textArray(productCodes)})`,
  );
  return rows.map((row) => Number(row.id));
}

function itemScope(scope: QueueScope): SQL {
  switch (scope.kind) {
    case 'deck':
      return sql`and m.category_id = any(${intArray(scope.categoryIds)})`;
    case 'track':
      return sql`and m.flashcard_id in (select t.id from flashcards t where t.track_id = ${scope.trackId})`;
    case 'errors':
      return sql`and m.question_id is not null`;
    default:
      return sql``;
  }
}

/** A missed question, or a card the learner may open (no lookup of the card when no lesson is closed). */
function openItem(closedLessons: readonly number[]): SQL {
  if (closedLessons.length === 0) return sql``;
  return sql`and (m.question_id is not null or exists (select 1 from flashcards f where f.id = m.flashcard_id
    and ${cardOpen(sql`f`, closedLessons)}))`;
}

/** The due items' common conditions: the learner's live items due now, of open cards. */
function dueWhere(window: QueueWindow, scope: QueueScope): SQL {
  return sql`m.user_id = ${window.userId} and m.producer_id = ${window.producerId}
    and m.removed_at is null and m.resolved_at is null and m.due < ${window.horizon}
    and (m.state = 2 or (m.state = 0 and m.question_id is not null) or (m.state in (1, 3) and m.due <= ${window.learnAhead}))
    ${openItem(window.closedLessons)}
    ${itemScope(scope)}`;
}

export interface DueItemRow {
  id: number;
  flashcard_id: number | null;
  card_ord: number;
  question_id: number | null;
  category_id: number | null;
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: FsrsStateNumber;
  last_review: Date | null;
}

const itemColumns = sql`m.id, m.flashcard_id, m.card_ord, m.question_id, m.category_id, m.due, m.stability,
  m.difficulty, m.elapsed_days, m.scheduled_days, m.learning_steps, m.reps, m.lapses, m.state, m.last_review`;

/** The first `limit` due items by due time (the queue index's order), cards and questions together. */
export async function selectDueItems(
  db: Database,
  window: QueueWindow,
  scope: QueueScope,
  limit: number,
): Promise<DueItemRow[]> {
  if (limit <= 0) return [];
  const rows = await rawRows<DueItemRow & { due: Date | string; last_review: Date | string | null }>(
    db,
    sql`select ${itemColumns} from memory_items m
        where ${dueWhere(window, scope)} order by m.due, m.id limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    due: new Date(row.due),
    last_review: row.last_review === null ? null : new Date(row.last_review),
  }));
}

export interface DueCounts {
  learning: number;
  review: number;
  errors: number;
}

export async function countDueItems(db: Database, window: QueueWindow, scope: QueueScope): Promise<DueCounts> {
  const [row] = await rawRows<DueCounts>(
    db,
    sql`select count(*) filter (where m.question_id is null and m.state in (1, 3))::int as learning,
          count(*) filter (where m.question_id is null and m.state = 2)::int as review,
          count(*) filter (where m.question_id is not null)::int as errors
        from memory_items m where ${dueWhere(window, scope)}`,
  );
  return row ?? { learning: 0, review: 0, errors: 0 };
}

/** Reviews counted today, and how many of them were a new card's first. */
export async function countTodayReviews(
  db: Database,
  userId: string,
  dayStart: Date,
  dayEnd: Date,
): Promise<{ reviewed: number; new_cards: number }> {
  const [row] = await rawRows<{ reviewed: number; new_cards: number }>(
    db,
    sql`select count(*)::int as reviewed,
          count(*) filter (where r.state_before = 0 and m.flashcard_id is not null)::int as new_cards
        from memory_reviews r join memory_items m on m.id = r.item_id
        where r.user_id = ${userId} and r.undone_at is null and r.reviewed_at >= ${dayStart} and r.reviewed_at < ${dayEnd}`,
  );
  return row ?? { reviewed: 0, new_cards: 0 };
}

export interface NewNoteRow {
  id: number;
  kind: CardKind;
  frente: string;
  /** Ords the learner already has an item for. */
  seen: number[];
}

/** Deletion numbers of a cloze note, as cardOrds counts them (c1 … c99). */
const clozeCount = sql`(select count(distinct x[1]) from regexp_matches(f.frente, '\\{\\{c([1-9][0-9]?)::', 'g') x)`;

/**
 * Up to `limit` notes with a card the learner never reviewed: a track's in track order, otherwise by subject
 * then id.
 */
export async function selectNewNotes(
  db: Database,
  window: QueueWindow,
  scope: QueueScope,
  limit: number,
): Promise<NewNoteRow[]> {
  if (limit <= 0 || scope.kind === 'errors') return [];
  const filter =
    scope.kind === 'deck'
      ? sql`and f.category_id = any(${intArray(scope.categoryIds)})`
      : scope.kind === 'track'
        ? sql`and f.track_id = ${scope.trackId}`
        : sql``;
  const order = scope.kind === 'track' ? sql`f.position, f.id` : sql`f.category_id nulls last, f.id`;
  return rawRows<NewNoteRow>(
    db,
    sql`select f.id, f.kind, f.frente, s.seen from flashcards f
        cross join lateral (select coalesce(array_agg(m.card_ord), '{}') as seen from memory_items m
          where m.user_id = ${window.userId} and m.flashcard_id = f.id and m.state <> 0) s
        where f.producer_id = ${window.producerId} ${filter} and ${cardOpen(sql`f`, window.closedLessons)}
          and cardinality(s.seen) < case f.kind when 'basic' then 1 when 'reversible' then 2 else ${clozeCount} end
        order by ${order} limit ${limit}`,
  );
}
