import type { Database } from '../../../db/database.ts';
import {
  deleteFlashcardAnswer,
  deleteTrackStatus,
  latestNoteReview,
  trackAnswerCounts,
  upsertFlashcardAnswer,
  upsertTrackStatus,
  type TrackAnswer,
} from './track-progress.repository.ts';

/** A rating as the lesson's track records it (flashcard_answers.answer). */
export const trackAnswers: Record<number, TrackAnswer> = { 1: 'errei', 2: 'dificil', 3: 'bom', 4: 'facil' };

/**
 * The track's status text (spec §4 reads it: flashcardTrackStatus maps 'Em andamento' to em_progresso and
 * 'Concluída' to concluido): started after the first answer, done when every note of the track has one.
 */
async function writeTrackStatus(db: Database, userId: string, trackId: number, at: Date): Promise<void> {
  const { total, answered } = await trackAnswerCounts(db, userId, trackId);
  if (answered === 0) await deleteTrackStatus(db, userId, trackId);
  else await upsertTrackStatus(db, userId, trackId, answered >= total ? 'Concluída' : 'Em andamento', at);
}

/** After a review of a track's card: the note's answer is this rating. Run inside the review's transaction. */
export async function recordTrackAnswer(
  db: Database,
  userId: string,
  card: { id: number; track_id: number },
  rating: number,
  at: Date,
): Promise<void> {
  await upsertFlashcardAnswer(db, userId, card.id, trackAnswers[rating] ?? 'bom', at);
  await writeTrackStatus(db, userId, card.track_id, at);
}

/** After an undo: the note's answer is its latest review left (or none), and the status follows. */
export async function recomputeTrackAnswer(
  db: Database,
  userId: string,
  card: { id: number; track_id: number },
  at: Date,
): Promise<void> {
  const latest = await latestNoteReview(db, userId, card.id);
  if (latest)
    await upsertFlashcardAnswer(db, userId, card.id, trackAnswers[latest.rating] ?? 'bom', latest.reviewed_at);
  else await deleteFlashcardAnswer(db, userId, card.id);
  await writeTrackStatus(db, userId, card.track_id, at);
}
