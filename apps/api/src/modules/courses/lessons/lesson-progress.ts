import type { LessonProgressResponse } from '@members/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import { lessonProgress } from '../../../db/schema/index.ts';
import { forgetLearnerState } from '../learner.cache.ts';

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

function toResponse(row: { position_seconds: number; watched_at: Date | null }): LessonProgressResponse {
  const watched = row.watched_at !== null;
  return { position_seconds: row.position_seconds, watched, assistido: watched };
}

const returned = { position_seconds: lessonProgress.position_seconds, watched_at: lessonProgress.watched_at };
const target = [lessonProgress.user_id, lessonProgress.lesson_id];

/** Saves where the learner stopped; reaching 90% marks the lesson watched, and nothing here unmarks it. */
export async function saveLessonPosition(
  db: Database,
  userId: string,
  lesson: { id: number; video_duration: number },
  positionSeconds: number,
): Promise<LessonProgressResponse> {
  const position = storedPosition(positionSeconds, lesson.video_duration);
  const watchedAt = reachesWatched(position, lesson.video_duration) ? new Date() : null;
  const row = firstOrThrow(
    await db
      .insert(lessonProgress)
      .values({ user_id: userId, lesson_id: lesson.id, position_seconds: position, watched_at: watchedAt })
      .onConflictDoUpdate({
        target,
        set: { position_seconds: position, updated_at: sql`now()`, watched_at: sql`coalesce(${lessonProgress.watched_at}, excluded.watched_at)` },
      })
      .returning(returned),
    'lesson progress upsert',
  );
  forgetLearnerState(db, userId);
  return toResponse(row);
}

/** Marks the lesson watched by hand (keeping the first time it was), or unmarks it keeping the position. */
export async function setLessonWatched(db: Database, userId: string, lessonId: number, watched: boolean): Promise<LessonProgressResponse> {
  const row = firstOrThrow(
    await db
      .insert(lessonProgress)
      .values({ user_id: userId, lesson_id: lessonId, watched_at: watched ? new Date() : null })
      .onConflictDoUpdate({
        target,
        set: { updated_at: sql`now()`, watched_at: watched ? sql`coalesce(${lessonProgress.watched_at}, now())` : null },
      })
      .returning(returned),
    'lesson progress upsert',
  );
  forgetLearnerState(db, userId);
  return toResponse(row);
}
