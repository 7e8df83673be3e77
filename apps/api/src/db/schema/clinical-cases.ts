import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
/* The enums repeat the contract's lists (clinical-case-constants.ts): drizzle-kit reads this file alone. */
import { lessons } from './courses.ts';
import { producers } from './producers.ts';
import { questionCategories, questions } from './questions.ts';
import { users } from './users.ts';

/**
 * A clinical case of a producer (issue 15). `finished_count` / `score_pct_sum`: the peers' counting attempts
 * (each learner's first finished one), kept by the finish so lists and debriefs never scan attempts.
 */
export const clinicalCases = pgTable(
  'clinical_cases',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Shown before starting: who the patient is and why they came, without spoiling. */
    summary: text().notNull(),
    difficulty: text({ enum: ['easy', 'medium', 'hard'] }).notNull(),
    estimated_minutes: integer().notNull(),
    status: text({ enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    /** The expert's reasoning through the whole case (safe HTML), shown in the debrief. */
    expert_reasoning: text().notNull().default(''),
    references: text().array().notNull().default(sql`'{}'::text[]`),
    lesson_ids: integer().array().notNull().default(sql`'{}'::integer[]`),
    question_ids: integer().array().notNull().default(sql`'{}'::integer[]`),
    stage_count: smallint().notNull().default(0),
    /** The sum of the options' best points, stage by stage (the 100 % of a score). */
    max_score: integer().notNull().default(0),
    finished_count: integer().notNull().default(0),
    score_pct_sum: bigint({ mode: 'number' }).notNull().default(0),
    position: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('clinical_cases_producer_idx').on(table.producer_id, table.status, table.position)],
);

/** A case's subjects in the type-7 tree (the question bank's); the filter counts a node's whole subtree. */
export const clinicalCaseSubjects = pgTable(
  'clinical_case_subjects',
  {
    case_id: integer()
      .notNull()
      .references(() => clinicalCases.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.case_id, table.category_id] }),
    index('clinical_case_subjects_category_idx').on(table.category_id),
  ],
);

/** An ordered stage: the story it reveals and one kind of decision. */
export const clinicalCaseStages = pgTable(
  'clinical_case_stages',
  {
    id: serial().primaryKey(),
    case_id: integer()
      .notNull()
      .references(() => clinicalCases.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    kind: text({ enum: ['history', 'exam', 'tests', 'diagnosis', 'management', 'question'] }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    prompt: text().notNull(),
    /** The expert's discussion of the stage (safe HTML), shown once it is committed. */
    discussion: text().notNull().default(''),
    max_score: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('clinical_case_stages_position_idx').on(table.case_id, table.position)],
);

/** An option of a stage, with its points, feedback and the expert's rating. */
export const clinicalCaseOptions = pgTable(
  'clinical_case_options',
  {
    id: serial().primaryKey(),
    stage_id: integer()
      .notNull()
      .references(() => clinicalCaseStages.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    label: text().notNull(),
    /** History, exam, tests: what it reveals when picked (safe HTML). */
    finding: text(),
    points: integer().notNull().default(0),
    /** Diagnosis: the points as a differential (`points` count as the main hypothesis). */
    differential_points: integer().notNull().default(0),
    feedback: text().notNull().default(''),
    rating: text({ enum: ['essential', 'useful', 'unnecessary', 'harmful'] }).notNull(),
    cost_cents: integer(),
    turnaround_minutes: integer(),
    /** Diagnosis: accepted synonyms, stored normalized (lower case, no accents). */
    synonyms: text().array().notNull().default(sql`'{}'::text[]`),
    /** Management: the expert's order (1-based), null when the expert would not do it. */
    expert_position: smallint(),
    lesson_id: integer().references(() => lessons.id, { onDelete: 'set null' }),
    /** Question stages: the alternative's source question in the bank, if any. */
    question_id: integer().references(() => questions.id, { onDelete: 'set null' }),
    /** Peers' counting attempts that chose it (as main, for a diagnosis; `differential_count` as differential). */
    chosen_count: integer().notNull().default(0),
    differential_count: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('clinical_case_options_position_idx').on(table.stage_id, table.position)],
);

/**
 * A learner's attempt. `stage_position`: the 0-based stage to decide (= stage_count when every stage is committed).
 * One unfinished attempt per learner and case; the first finished one counts for peers, later ones are practice.
 */
export const clinicalCaseAttempts = pgTable(
  'clinical_case_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    case_id: integer()
      .notNull()
      .references(() => clinicalCases.id, { onDelete: 'cascade' }),
    stage_position: smallint().notNull().default(0),
    score: integer().notNull().default(0),
    active_seconds: integer().notNull().default(0),
    started_at: timestamp({ withTimezone: true }).notNull(),
    last_activity_at: timestamp({ withTimezone: true }).notNull(),
    finished_at: timestamp({ withTimezone: true }),
    counts_for_peers: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('clinical_case_attempts_open_idx')
      .on(table.user_id, table.case_id)
      .where(sql`${table.finished_at} is null`),
    uniqueIndex('clinical_case_attempts_counting_idx')
      .on(table.user_id, table.case_id)
      .where(sql`${table.counts_for_peers}`),
    index('clinical_case_attempts_user_idx').on(table.user_id, table.last_activity_at),
  ],
);

/** Every decision with its time; `removed_at`: unpicked (diagnosis, management) or replaced (a question's answer). */
export const clinicalCaseDecisions = pgTable(
  'clinical_case_decisions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    attempt_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => clinicalCaseAttempts.id, { onDelete: 'cascade' }),
    stage_id: integer()
      .notNull()
      .references(() => clinicalCaseStages.id, { onDelete: 'cascade' }),
    option_id: integer().references(() => clinicalCaseOptions.id, { onDelete: 'cascade' }),
    text: text(),
    role: text({ enum: ['pick', 'main', 'differential'] }).notNull(),
    position: smallint().notNull().default(1),
    picked_at: timestamp({ withTimezone: true }).notNull(),
    removed_at: timestamp({ withTimezone: true }),
    idempotency_key: uuid().notNull(),
  },
  (table) => [
    uniqueIndex('clinical_case_decisions_key_idx').on(table.attempt_id, table.idempotency_key),
    uniqueIndex('clinical_case_decisions_active_idx')
      .on(table.attempt_id, table.option_id)
      .where(sql`${table.removed_at} is null and ${table.option_id} is not null`),
    index('clinical_case_decisions_stage_idx').on(table.attempt_id, table.stage_id),
  ],
);

/** A committed stage: its score and when. The primary key makes a second commit impossible. */
export const clinicalCaseStageResults = pgTable(
  'clinical_case_stage_results',
  {
    attempt_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => clinicalCaseAttempts.id, { onDelete: 'cascade' }),
    stage_id: integer()
      .notNull()
      .references(() => clinicalCaseStages.id, { onDelete: 'cascade' }),
    score: integer().notNull(),
    committed_at: timestamp({ withTimezone: true }).notNull(),
    idempotency_key: uuid().notNull(),
  },
  (table) => [primaryKey({ columns: [table.attempt_id, table.stage_id] })],
);

export type ClinicalCaseRow = typeof clinicalCases.$inferSelect;
export type ClinicalCaseStageRow = typeof clinicalCaseStages.$inferSelect;
export type ClinicalCaseOptionRow = typeof clinicalCaseOptions.$inferSelect;
export type ClinicalCaseAttemptRow = typeof clinicalCaseAttempts.$inferSelect;
export type ClinicalCaseDecisionRow = typeof clinicalCaseDecisions.$inferSelect;
