import type { Database } from '../../db/database.ts';
import { courseStateRow, watchedCountRows, type FlashcardAnswer } from './learner-state.repository.ts';

export type { FlashcardAnswer } from './learner-state.repository.ts';

/** How many lessons of each course the learner marked watched, by course id. */
export async function loadWatchedCounts(db: Database, userId: string): Promise<ReadonlyMap<string, number>> {
  const rows = await watchedCountRows(db, userId);
  return new Map(rows.map((row) => [row.course_id, row.watched]));
}

/** What the learner did in one course: progress and rating per lesson, completed tasks, tracks and answers. */
export interface LearnerCourseState {
  progress: ReadonlyMap<number, { position_seconds: number; watched_at: Date | null }>;
  myRatings: ReadonlyMap<number, number>;
  completedTasks: ReadonlySet<number>;
  trackStatuses: ReadonlyMap<number, string>;
  answers: ReadonlyMap<number, FlashcardAnswer>;
}

/** The learner's state in a course, in one statement (empty when the course is not the producer's). */
export async function loadCourseState(
  db: Database,
  producerId: string,
  userId: string,
  courseId: string,
): Promise<LearnerCourseState> {
  const row = await courseStateRow(db, producerId, userId, courseId);
  const [progress, ratings, tasks, tracks, answers] = row
    ? [row.progress, row.ratings, row.tasks, row.tracks, row.answers]
    : [[], [], [], [], []];
  return {
    progress: new Map(
      progress.map(([id, position, watched]) => [
        id,
        { position_seconds: position, watched_at: watched === null ? null : new Date(watched) },
      ]),
    ),
    myRatings: new Map(ratings),
    completedTasks: new Set(tasks),
    trackStatuses: new Map(tracks),
    answers: new Map(answers),
  };
}
