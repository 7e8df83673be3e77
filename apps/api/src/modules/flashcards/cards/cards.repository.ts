import { sql } from 'drizzle-orm';
import type { CardKind } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/**
 * A card note with what its faces show: the lesson it comes from (its own, else its track's) and that lesson's
 * course.
 */
export interface CardNoteRow {
  id: number;
  kind: CardKind;
  frente: string;
  verso: string;
  image_key: string | null;
  category_id: number | null;
  track_id: number | null;
  lesson_id: number | null;
  lesson_title: string | null;
  module_id: number | null;
  course_id: string | null;
  course_kind: 'courses' | 'movie' | 'tv' | null;
}

/** The producer's notes of those ids (missing or another producer's are absent), in one query. */
export async function selectCardNotes(
  db: Database,
  producerId: string,
  ids: readonly number[],
): Promise<Map<number, CardNoteRow>> {
  if (ids.length === 0) return new Map();
  const rows = await rawRows<CardNoteRow>(
    db,
    sql`select f.id, f.kind, f.frente, f.verso, f.image_key, f.category_id, f.track_id, l.id as lesson_id,
          l.title as lesson_title, l.module_id, l.course_id, c.kind as course_kind
        from flashcards f left join flashcard_tracks t on t.id = f.track_id
        left join lessons l on l.id = coalesce(f.lesson_id, t.lesson_id) left join courses c on c.id = l.course_id
        where f.producer_id = ${producerId} and f.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The producer's note of that id, or null. */
export async function selectCardNote(db: Database, producerId: string, id: number): Promise<CardNoteRow | null> {
  return (await selectCardNotes(db, producerId, [id])).get(id) ?? null;
}

/** The producer's lesson flashcard track (its lesson decides who may study it), or null. */
export async function selectTrack(
  db: Database,
  producerId: string,
  trackId: number,
): Promise<{ id: number; lesson_id: number } | null> {
  const [row] = await rawRows<{ id: number; lesson_id: number }>(
    db,
    sql`select id, lesson_id from flashcard_tracks where producer_id = ${producerId} and id = ${trackId}`,
  );
  return row ?? null;
}
