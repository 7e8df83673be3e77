import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { producers } from './producers.ts';
import { users } from './users.ts';

/**
 * A node of one of the producer's typed category trees (type 7: subjects, nested; 1 institution, 2 year,
 * 3 exam board: one level). `path` holds the ids from the root down to the node itself, so a question
 * linked to a subtema also counts under its tema, especialidade and grande área.
 */
export const questionCategories = pgTable(
  'question_categories',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    parent_id: integer().references((): AnyPgColumn => questionCategories.id, { onDelete: 'cascade' }),
    desc: text().notNull(),
    position: integer().notNull().default(0),
    path: integer().array().notNull(),
  },
  (table) => [index('question_categories_producer_type_idx').on(table.producer_id, table.type, table.position)],
);

export const questionStatuses = ['published', 'draft', 'annulled'] as const;
export interface StoredAlternative {
  letter: 'A' | 'B' | 'C' | 'D' | 'E';
  text: string;
  explanation: string;
}

/** A question: statement (safe HTML subset), 2–5 alternatives with one correct, explanations, source. */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    statement: text().notNull(),
    alternatives: jsonb().$type<StoredAlternative[]>().notNull(),
    correct_letter: text({ enum: ['A', 'B', 'C', 'D', 'E'] }).notNull(),
    explanation: text().notNull(),
    institution: text(),
    exam: text(),
    year: smallint(),
    status: text({ enum: questionStatuses }).notNull().default('published'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('questions_producer_status_idx').on(table.producer_id, table.status, table.id)],
);

export const questionCategoryLinks = pgTable(
  'question_category_links',
  {
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.question_id, table.category_id] }),
    index('question_category_links_category_idx').on(table.category_id, table.question_id),
  ],
);

/** Learners' first answers per question: how many, how many right, and per letter (A–E) for the peer shares. */
export const questionStats = pgTable('question_stats', {
  question_id: integer()
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  answers: integer().notNull().default(0),
  correct: integer().notNull().default(0),
  letter_counts: integer().array().notNull().default(sql`ARRAY[0,0,0,0,0]`),
});

/** A free-practice session: the questions a filter drew, in order. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question_ids: integer().array().notNull(),
    filter: jsonb().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_sessions_user_idx').on(table.user_id, table.created_at)],
);

/** A question track (trilha de questões): an ordered list of questions. */
export const questionTracks = pgTable(
  'question_tracks',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    position: integer().notNull().default(0),
    question_ids: integer().array().notNull(),
  },
  (table) => [index('question_tracks_producer_idx').on(table.producer_id, table.position)],
);

/** A simulado: fixed questions, time limit, availability window and instructions. */
export const simulados = pgTable(
  'simulados',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    instructions: text().notNull(),
    time_limit_minutes: integer().notNull(),
    opens_at: timestamp({ withTimezone: true }).notNull(),
    closes_at: timestamp({ withTimezone: true }).notNull(),
    question_ids: integer().array().notNull(),
  },
  (table) => [index('simulados_producer_idx').on(table.producer_id, table.opens_at)],
);

/** A learner's attempt: the server's start and deadline; the score once submitted (by the learner or at the deadline). */
export const simuladoAttempts = pgTable(
  'simulado_attempts',
  {
    id: serial().primaryKey(),
    simulado_id: integer()
      .notNull()
      .references(() => simulados.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    submitted_at: timestamp({ withTimezone: true }),
    submitted_automatically: boolean().notNull().default(false),
    correct: integer(),
    answered: integer(),
    score: integer(),
  },
  (table) => [
    uniqueIndex('simulado_attempts_user_idx').on(table.simulado_id, table.user_id),
    index('simulado_attempts_deadline_idx').on(table.deadline).where(sql`${table.submitted_at} is null`),
  ],
);

/**
 * How many takers (submitted attempts) of a simulado have each score: the ranking and the takers count read these
 * few rows instead of scanning the attempts. A trigger on simulado_attempts keeps them (migration 0013), whatever
 * writes an attempt (the submission, seeds, a cascade).
 */
export const simuladoScoreCounts = pgTable(
  'simulado_score_counts',
  {
    simulado_id: integer()
      .notNull()
      .references(() => simulados.id, { onDelete: 'cascade' }),
    /** Tenths of a percent, as simulado_attempts.score. */
    score: integer().notNull(),
    takers: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.simulado_id, table.score] })],
);

/** The attempt's answer to one question as last autosaved (the latest `client_answered_at` wins). */
export const simuladoAnswers = pgTable(
  'simulado_answers',
  {
    attempt_id: integer()
      .notNull()
      .references(() => simuladoAttempts.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    alternative: text({ enum: ['A', 'B', 'C', 'D', 'E'] }),
    marked: boolean().notNull().default(false),
    idempotency_key: uuid().notNull(),
    client_answered_at: timestamp({ withTimezone: true }).notNull(),
    saved_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attempt_id, table.question_id] })],
);

export const answerModes = ['practice', 'track', 'simulado'] as const;

/** Every answer a learner made; a retry with the same idempotency key is the same row. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    alternative: text({ enum: ['A', 'B', 'C', 'D', 'E'] }).notNull(),
    correct: boolean().notNull(),
    mode: text({ enum: answerModes }).notNull(),
    practice_session_id: integer().references(() => practiceSessions.id, { onDelete: 'cascade' }),
    track_id: integer().references(() => questionTracks.id, { onDelete: 'cascade' }),
    attempt_id: integer().references(() => simuladoAttempts.id, { onDelete: 'cascade' }),
    time_spent_ms: integer().notNull().default(0),
    idempotency_key: uuid().notNull(),
    answered_at: timestamp({ withTimezone: true }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('question_answers_key_idx').on(table.user_id, table.idempotency_key),
    uniqueIndex('question_answers_session_item_idx')
      .on(table.practice_session_id, table.question_id)
      .where(sql`${table.practice_session_id} is not null`),
    uniqueIndex('question_answers_track_item_idx')
      .on(table.user_id, table.track_id, table.question_id)
      .where(sql`${table.track_id} is not null`),
    index('question_answers_user_time_idx').on(table.user_id, table.answered_at),
  ],
);

/** Per learner and question: answered how often, whether the latest answer was right, marked for review, a note. */
export const questionLearnerState = pgTable(
  'question_learner_state',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answered_count: integer().notNull().default(0),
    last_correct: boolean(),
    last_answered_at: timestamp({ withTimezone: true }),
    marked: boolean().notNull().default(false),
    note: text(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.question_id] })],
);
