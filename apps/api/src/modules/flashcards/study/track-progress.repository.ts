import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

export type TrackAnswer = 'errei' | 'dificil' | 'bom' | 'facil';

export async function upsertFlashcardAnswer(
  db: Database,
  userId: string,
  flashcardId: number,
  answer: TrackAnswer,
  at: Date,
): Promise<void> {
  await db.execute(sql`insert into flashcard_answers (user_id, flashcard_id, answer, answered_at)
    values (${userId}, ${flashcardId}, ${answer}, ${at})
    on conflict (user_id, flashcard_id) do update set answer = excluded.answer, answered_at = excluded.answered_at`);
}

export async function deleteFlashcardAnswer(db: Database, userId: string, flashcardId: number): Promise<void> {
  await db.execute(sql`delete from flashcard_answers where user_id = ${userId} and flashcard_id = ${flashcardId}`);
}

/** The latest counted review of any card of the note, as (rating, time); null when none is left. */
export async function latestNoteReview(
  db: Database,
  userId: string,
  flashcardId: number,
): Promise<{ rating: number; reviewed_at: Date } | null> {
  const [row] = await rawRows<{ rating: number; reviewed_at: Date | string }>(
    db,
    sql`select r.rating, r.reviewed_at from memory_reviews r join memory_items m on m.id = r.item_id
        where m.user_id = ${userId} and m.flashcard_id = ${flashcardId} and r.undone_at is null
        order by r.id desc limit 1`,
  );
  return row ? { rating: Number(row.rating), reviewed_at: new Date(row.reviewed_at) } : null;
}

/** How many notes the track has, and how many of them the learner answered. */
export async function trackAnswerCounts(
  db: Database,
  userId: string,
  trackId: number,
): Promise<{ total: number; answered: number }> {
  const [row] = await rawRows<{ total: number; answered: number }>(
    db,
    sql`select count(*)::int as total, count(a.flashcard_id)::int as answered from flashcards f
        left join flashcard_answers a on a.flashcard_id = f.id and a.user_id = ${userId} where f.track_id = ${trackId}`,
  );
  return row ?? { total: 0, answered: 0 };
}

export async function upsertTrackStatus(
  db: Database,
  userId: string,
  trackId: number,
  status: string,
  at: Date,
): Promise<void> {
  await db.execute(sql`insert into flashcard_track_progress (user_id, track_id, status, updated_at)
    values (${userId}, ${trackId}, ${status}, ${at})
    on conflict (user_id, track_id) do update set status = excluded.status, updated_at = excluded.updated_at`);
}

export async function deleteTrackStatus(db: Database, userId: string, trackId: number): Promise<void> {
  await db.execute(sql`delete from flashcard_track_progress where user_id = ${userId} and track_id = ${trackId}`);
}
