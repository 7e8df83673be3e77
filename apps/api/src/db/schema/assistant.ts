import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
/* The enums repeat the contract's lists (assistant-constants.ts): drizzle-kit reads this file alone. */
import { producers } from './producers.ts';
import { users } from './users.ts';

/** PostgreSQL's tsvector (drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const sourceKinds = ['lesson', 'handout', 'question', 'case', 'flashcard'] as const;
const areas = ['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'] as const;

/**
 * A passage of a producer's material, with its address (issue 18): a lesson's body part or transcript cue run
 * (`seconds`), a handout's page, a question (statement, alternatives, explanation), a clinical case's reasoning, a
 * flashcard. Who may read it: `product_codes` (a course's products; empty = open to every learner of the producer,
 * e.g. a free preview) and `area` (a gated area: questions, clinical_cases, flashcards). `content_hash` lets the
 * indexer keep unchanged passages (and their embeddings).
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    kind: text({ enum: sourceKinds }).notNull(),
    /** The lesson's, handout's (apostila), question's, case's or flashcard's id. */
    source_id: integer().notNull(),
    /** The passage's order within its source (0-based). */
    part: integer().notNull().default(0),
    course_id: uuid(),
    module_id: integer(),
    lesson_id: integer(),
    /** A handout's page (1-based). */
    page: integer(),
    /** A transcript passage's start in the lesson's video. */
    seconds: integer(),
    title: text().notNull(),
    /** Plain text (no markup). */
    body: text().notNull(),
    product_codes: text().array().notNull().default(sql`'{}'::text[]`),
    area: text({ enum: areas }),
    content_hash: text().notNull(),
    /** The searched document, stored: computing to_tsvector per row at query time cost ~0.15 ms a passage. */
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('portuguese', immutable_unaccent(${assistantPassages.title} || ' ' || ${assistantPassages.body}))`,
      ),
    embedding: real().array(),
    embedding_model: text(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('assistant_passages_source_idx').on(table.producer_id, table.kind, table.source_id, table.part),
    index('assistant_passages_search_idx').using('gin', table.search),
  ],
);

/** The producer's index run: one row per producer, updated by the reindex job. */
export const assistantIndexRuns = pgTable('assistant_index_runs', {
  producer_id: uuid()
    .primaryKey()
    .references(() => producers.id, { onDelete: 'cascade' }),
  status: text({ enum: ['idle', 'queued', 'running', 'failed'] })
    .notNull()
    .default('idle'),
  requested_at: timestamp({ withTimezone: true }),
  started_at: timestamp({ withTimezone: true }),
  finished_at: timestamp({ withTimezone: true }),
  error_code: text(),
  /** A digest of the material as last indexed: the periodic check reindexes when the material's differs. */
  content_fingerprint: text(),
});

/** A learner's conversation with the assistant. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message_count: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_conversations_user_idx').on(table.user_id, table.updated_at)],
);

export interface StoredAssistantCitation {
  n: number;
  passage_id: number;
  kind: (typeof sourceKinds)[number];
  title: string;
  excerpt: string;
  course_id: string | null;
  module_id: number | null;
  lesson_id: number | null;
  seconds: number | null;
  apostila_id: number | null;
  page: number | null;
  question_id: number | null;
  case_id: number | null;
  flashcard_id: number | null;
}

/** A question or an answer; an answer keeps its citations as they were shown. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    conversation_id: uuid()
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text({ enum: ['user', 'assistant'] }).notNull(),
    text: text().notNull(),
    context: jsonb().$type<{ kind: 'lesson' | 'question' | 'case' | 'flashcard'; id: number; letter?: string }>(),
    citations: jsonb().$type<StoredAssistantCitation[]>().notNull().default(sql`'[]'::jsonb`),
    answerer: text({ enum: ['extractive', 'llm'] }),
    flags: text().array().notNull().default(sql`'{}'::text[]`),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_messages_conversation_idx').on(table.conversation_id, table.id)],
);

/**
 * Questions asked per learner and study day (São Paulo): the daily limit's counter, apart from the conversations
 * so deleting them does not give the allowance back.
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    questions: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.day] })],
);

/** Per-producer settings of the assistant (a missing row: the defaults). */
export const assistantSettings = pgTable('assistant_settings', {
  producer_id: uuid()
    .primaryKey()
    .references(() => producers.id, { onDelete: 'cascade' }),
  /** Questions per learner per study day; null: the contract's default. */
  daily_limit: integer(),
  /** Questions its material answers, offered in an empty conversation (empty: the app's generic ones). */
  suggestions: text().array().notNull().default(sql`'{}'::text[]`),
});
