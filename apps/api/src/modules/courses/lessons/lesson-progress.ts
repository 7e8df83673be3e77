import type { LessonProgressResponse } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { forgetLearnerState } from '../learner.cache.ts';
import { openLesson } from './lesson-gate.ts';
import { upsertLessonPosition, upsertLessonWatched, type ProgressRow } from './lessons.repository.ts';

/** Share of the video after which a lesson counts as watched. */
export const watchedThreshold = 0.9;

/** The position to store: whole seconds, within the video. */
export function storedPosition(positionSeconds: number, videoDuration: number): number {
  return Math.min(Math.max(0, Math.round(positionSeconds)), Math.max(0, videoDuration));
}

/** Whether a position reaches 90% of the video (never for a video without duration). */
export function reachesWatched(positionSeconds: number, videoDuration: number): boolean {
  return videoDuration > 0 && positionSeconds >= watchedThreshold * videoDuration;
}

function toResponse(row: ProgressRow): LessonProgressResponse {
  const watched = row.watched_at !== null;
  return { position_seconds: row.position_seconds, watched, assistido: watched };
}

/**
 * Saves where the learner stopped in a lesson they may open (else 404/403); reaching 90% marks it watched, and
 * nothing here unmarks it.
 */
export async function saveLessonPosition(
  db: Database,
  learner: Learner,
  lessonId: number,
  positionSeconds: number,
): Promise<LessonProgressResponse> {
  const { lesson } = await openLesson(db, learner, lessonId);
  const position = storedPosition(positionSeconds, lesson.video_duration);
  const watchedAt = reachesWatched(position, lesson.video_duration) ? new Date() : null;
  const row = await upsertLessonPosition(db, learner.userId, lesson.id, position, watchedAt);
  forgetLearnerState(db, learner.userId);
  return toResponse(row);
}

/**
 * Marks a lesson the learner may open (else 404/403) watched by hand (keeping the first time it was), or unmarks
 * it keeping the position.
 */
export async function setLessonWatched(
  db: Database,
  learner: Learner,
  lessonId: number,
  watched: boolean,
): Promise<LessonProgressResponse> {
  const { lesson } = await openLesson(db, learner, lessonId);
  const row = await upsertLessonWatched(db, learner.userId, lesson.id, watched);
  forgetLearnerState(db, learner.userId);
  return toResponse(row);
}
