import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { CardKind } from '@members/contract';

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
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * A card the learner may study: of no lesson (its own nor its track's), or of a lesson not in `closed` (an int[]
 * of the lessons the learner cannot open).
 */
export function cardOpen(card: SQL, closed: SQL): SQL {
  return sql`((${card}.lesson_id is null and ${card}.track_id is null)
    or coalesce(${card}.lesson_id, (select t.lesson_id from flashcard_tracks t where t.id = ${card}.track_id))
      <> all(${closed}))`;
}

export function itemScope(scope: QueueScope): SQL {
  switch (scope.kind) {
    case 'deck':
      return sql`and m.category_id = any(${intArray(scope.categoryIds)})`;
    case 'track':
      return sql`and m.flashcard_id in (select t.id from flashcards t where t.track_id = ${scope.trackId})`;
    case 'errors':
      return sql`and m.flashcard_id is null`;
    default:
      return sql``;
  }
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
  const open = window.closedLessons.length === 0 ? sql`true` : cardOpen(sql`f`, intArray(window.closedLessons));
  const order = scope.kind === 'track' ? sql`f.position, f.id` : sql`f.category_id nulls last, f.id`;
  return rawRows<NewNoteRow>(
    db,
    sql`select f.id, f.kind, f.frente, s.seen from flashcards f
        cross join lateral (select coalesce(array_agg(m.card_ord), '{}') as seen from memory_items m
          where m.user_id = ${window.userId} and m.flashcard_id = f.id and m.state <> 0) s
        where f.producer_id = ${window.producerId} ${filter} and ${open}
          and cardinality(s.seen) < case f.kind when 'basic' then 1 when 'reversible' then 2 else ${clozeCount} end
        order by ${order} limit ${limit}`,
  );
}
