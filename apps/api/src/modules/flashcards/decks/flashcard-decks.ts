import {
  flashcardTrackPercentage,
  flashcardTrackStatus,
  flashcardTrackTitle,
  lessonLink,
  type DecksResponse,
} from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedLearnerAccess } from '../../courses/learner.cache.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { learnerStreak } from '../stats/streak.ts';
import { studyDayStart } from '../study-day.ts';
import { addCounts, noCards, subjectDecks, type DeckCounts } from './deck-counts.ts';
import { selectCardCounts, selectOpenTracks, type TrackRow } from './decks.repository.ts';
import { todayCounts } from './today-counts.ts';

function trackDeck(track: TrackRow, counts: DeckCounts): DecksResponse['tracks'][number] {
  return {
    id: track.id,
    title: flashcardTrackTitle(track.titulo),
    course: track.course_name,
    lesson: {
      id: track.lesson_id,
      title: track.lesson_title,
      link: lessonLink(track.course_kind, track.course_id, track.module_id, track.lesson_id),
    },
    status: flashcardTrackStatus(track.status),
    percentage: flashcardTrackPercentage(track.answered, track.notes),
    ...counts,
  };
}

/**
 * GET /api/flashcards/decks: today's work, the subject decks and the lesson tracks the learner can open, with
 * their cards by where the learner stands (a reversible or cloze note counts each of its cards), and the streak.
 */
export async function flashcardDecks(db: Database, learner: Learner, at: Date): Promise<DecksResponse> {
  const [access, catalog] = await Promise.all([
    cachedLearnerAccess(db, learner),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  const codes = [...access.keys()];
  const [rows, tracks, streak] = await Promise.all([
    selectCardCounts(db, learner, codes, studyDayStart(at, 1)),
    selectOpenTracks(db, learner, codes),
    learnerStreak(db, learner.userId, at),
  ]);
  const byTrack = new Map<number, DeckCounts>();
  for (const row of rows) {
    if (row.track_id === null) continue;
    const sum = byTrack.get(row.track_id) ?? noCards();
    addCounts(sum, row);
    byTrack.set(row.track_id, sum);
  }
  const newAvailable = rows.reduce((sum, row) => sum + row.new, 0);
  return {
    today: await todayCounts(db, learner, codes, newAvailable, at),
    streak,
    subjects: subjectDecks(rows, catalog),
    tracks: tracks.map((track) => trackDeck(track, byTrack.get(track.id) ?? noCards())),
  };
}
