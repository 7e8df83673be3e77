import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { flashcards, flashcardTracks, lessons, lessonTasks } from './courses.ts';
import { users } from './users.ts';

/** Where a learner stopped in a lesson, and whether it counts as watched (90% played, or marked by hand). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lesson_id: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position_seconds: integer().notNull().default(0),
    watched_at: timestamp({ withTimezone: true }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.lesson_id] }),
    index('lesson_progress_lesson_idx').on(table.lesson_id),
  ],
);

/** One rating (1–5) per learner and lesson. */
export const lessonRatings = pgTable(
  'lesson_ratings',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lesson_id: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.lesson_id] }),
    index('lesson_ratings_lesson_idx').on(table.lesson_id),
  ],
);

/** A lesson task the learner completed (handouts, links, question tracks). */
export const taskCompletions = pgTable(
  'task_completions',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    task_id: integer()
      .notNull()
      .references(() => lessonTasks.id, { onDelete: 'cascade' }),
    completed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.task_id] })],
);

/** A learner's flashcard track: the status text (spec §4 maps it) as the flashcards issue will write it. */
export const flashcardTrackProgress = pgTable(
  'flashcard_track_progress',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track_id: integer()
      .notNull()
      .references(() => flashcardTracks.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.track_id] })],
);

/** The learner's last answer to a card: errei, dificil, bom or facil. */
export const flashcardAnswers = pgTable(
  'flashcard_answers',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcard_id: integer()
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    answer: text({ enum: ['errei', 'dificil', 'bom', 'facil'] }).notNull(),
    answered_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.flashcard_id] })],
);
