import type { ContentLesson, CourseContent } from '../course-content.ts';
import type { FlashcardAnswer } from '../learner-state.ts';

/**
 * A lesson as the mappers read it: what the producer authored (course-content.ts) joined with the learner's
 * state (learner-state.ts) and everyone's ratings. The module page and the lesson call build them alike.
 */
export type LessonRecord = ContentLesson & {
  position_seconds: number | null;
  watched_at: Date | null;
  rating: number;
  total_ratings: number;
  my_rating: number | null;
};

export type TaskRecord = CourseContent['tasks'][number] & { completed: boolean };
export interface TrackRecord {
  track: CourseContent['tracks'][number];
  status: string | null;
}
export type CardRecord = CourseContent['cards'][number] & { answer: FlashcardAnswer | null };

/** The tasks, flashcard tracks and cards of some lessons, with the learner's completions and answers. */
export interface LessonExtras {
  tasks: TaskRecord[];
  tracks: TrackRecord[];
  cards: CardRecord[];
}
