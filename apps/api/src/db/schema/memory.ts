import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinicalCaseOptions } from './clinical-cases.ts';
import { flashcards } from './courses.ts';
import { producers } from './producers.ts';
import { questionCategories, questions } from './questions.ts';
import { users } from './users.ts';

/** FSRS states as ts-fsrs numbers them: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type FsrsStateNumber = 0 | 1 | 2 | 3;

/**
 * One review item of a learner's memory, scheduled by FSRS: one side (`card_ord`) of a flashcard, or a question
 * the learner answered wrong (the error notebook). A card has a row from its first review on (before that it is
 * new and has none); a missed question has one from the miss on. `removed_at`: taken out of the notebook by the
 * learner; `resolved_at`: a missed question answered right at review time. Either takes it out of the queue
 * until it is missed again.
 */
export const memoryItems = pgTable(
  'memory_items',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcard_id: integer().references(() => flashcards.id, { onDelete: 'cascade' }),
    card_ord: smallint().notNull().default(0),
    question_id: integer().references(() => questions.id, { onDelete: 'cascade' }),
    /** A clinical case's option the learner missed (an essential step) or took (a harmful choice). */
    case_option_id: integer().references(() => clinicalCaseOptions.id, { onDelete: 'cascade' }),
    /** The item's deepest subject, copied from the card or question (retention by subject). */
    category_id: integer().references(() => questionCategories.id, { onDelete: 'set null' }),
    due: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull().default(0),
    difficulty: doublePrecision().notNull().default(0),
    elapsed_days: integer().notNull().default(0),
    scheduled_days: integer().notNull().default(0),
    learning_steps: integer().notNull().default(0),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    state: smallint().$type<FsrsStateNumber>().notNull().default(0),
    last_review: timestamp({ withTimezone: true }),
    /** A question's latest miss: where (practice, track, simulado, review) and when. */
    missed_in: text({ enum: ['practice', 'track', 'simulado', 'review'] }),
    missed_at: timestamp({ withTimezone: true }),
    removed_at: timestamp({ withTimezone: true }),
    resolved_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memory_items_card_idx')
      .on(table.user_id, table.flashcard_id, table.card_ord)
      .where(sql`${table.flashcard_id} is not null`),
    uniqueIndex('memory_items_question_idx')
      .on(table.user_id, table.question_id)
      .where(sql`${table.question_id} is not null`),
    uniqueIndex('memory_items_case_option_idx')
      .on(table.user_id, table.case_option_id)
      .where(sql`${table.case_option_id} is not null`),
    index('memory_items_queue_idx')
      .on(table.user_id, table.due)
      .where(sql`${table.removed_at} is null and ${table.resolved_at} is null`),
  ],
);

/** The item's scheduling fields as they were before a review (what an undo restores); null: it had no row. */
export interface MemoryItemSnapshot {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: FsrsStateNumber;
  last_review: string | null;
  missed_in: 'practice' | 'track' | 'simulado' | 'review' | null;
  missed_at: string | null;
  resolved_at: string | null;
}

/** Every review: the rating, the time taken, and the state before it (an undo restores it exactly). */
export const memoryReviews = pgTable(
  'memory_reviews',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => memoryItems.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    /** The item's state before the review (0 New … 3 Relearning), for the new-cards-per-day count and the logs. */
    state_before: smallint().$type<FsrsStateNumber>().notNull(),
    /** The item as it was before (null: the review created it). */
    snapshot: jsonb().$type<MemoryItemSnapshot>(),
    duration_ms: integer().notNull().default(0),
    reviewed_at: timestamp({ withTimezone: true }).notNull(),
    idempotency_key: uuid().notNull(),
    undone_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memory_reviews_key_idx').on(table.user_id, table.idempotency_key),
    index('memory_reviews_user_time_idx').on(table.user_id, table.reviewed_at),
    index('memory_reviews_item_idx').on(table.item_id, table.reviewed_at),
  ],
);

/** The learner's study settings; no row: the defaults. `fsrs_weights`: their own fitted parameters. */
export const memorySettings = pgTable('memory_settings', {
  user_id: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  desired_retention: real().notNull().default(0.9),
  new_per_day: integer().notNull().default(20),
  max_reviews_per_day: integer().notNull().default(200),
  /** Weekdays with nothing due (0 Sunday … 6 Saturday). */
  days_off: smallint().array().notNull().default(sql`'{}'::smallint[]`),
  fsrs_weights: doublePrecision().array(),
  weights_fitted_at: timestamp({ withTimezone: true }),
  weights_review_count: integer(),
  /** A fitting job is queued or running (never two at once). */
  fitting: boolean().notNull().default(false),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type MemoryItemRow = typeof memoryItems.$inferSelect;
export type MemoryReviewRow = typeof memoryReviews.$inferSelect;
export type MemorySettingsRow = typeof memorySettings.$inferSelect;
