import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
/* The enums repeat the contract's lists (planner-constants.ts): drizzle-kit reads this file alone. */
import { producers } from './producers.ts';
import { practiceSessions } from './questions.ts';
import { users } from './users.ts';

/** What a plan includes besides its courses (the onboarding's choices). */
export interface StoredPlanInclude {
  course_ids: string[];
  questions: boolean;
  flashcards: boolean;
  cases: boolean;
  simulados: boolean;
}

/** A left-out unit as the plan page lists it. */
export interface StoredLeftOut {
  kind: string;
  title: string;
  subject: string | null;
  minutes: number;
}

/** A grande área's share basis as the plan page explains it (saved at each (re-)plan). */
export interface StoredShare {
  subject: { id: number; desc: string };
  incidence_pct: number;
  accuracy_pct: number | null;
  weakness_source: 'bank' | 'diagnostic' | 'self_rating' | 'default';
  weight: number;
}

/** A re-plan that moved something: what moved where (to null: it no longer fits). */
export interface StoredReplan {
  at: string;
  moves: { activity_id: number; title: string; from: string; to: string | null }[];
}

/**
 * A learner's study plan (issue 16). One `active` plan per learner and producer (a partial unique index); a new one
 * archives the old. `weekday_minutes`: Sunday first. `self_ratings` / `diagnostic`: grande área id → 1–5 rating or
 * 0–1 accuracy. `replanned_on`: the study day of the latest re-plan (the first visit of a day re-plans).
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    start_date: date({ mode: 'string' }).notNull(),
    exam_date: date({ mode: 'string' }).notNull(),
    institution_ids: integer().array().notNull(),
    weekday_minutes: smallint().array().notNull(),
    days_off: date({ mode: 'string' }).array().notNull().default(sql`ARRAY[]::date[]`),
    include: jsonb().$type<StoredPlanInclude>().notNull(),
    self_ratings: jsonb().$type<Record<string, number>>().notNull().default({}),
    diagnostic: jsonb().$type<Record<string, number>>().notNull().default({}),
    left_out: jsonb().$type<StoredLeftOut[]>().notNull().default([]),
    shares: jsonb().$type<StoredShare[]>().notNull().default([]),
    shortfall_minutes: integer(),
    last_replan: jsonb().$type<StoredReplan>(),
    replanned_on: date({ mode: 'string' }),
    /** The private iCalendar feed's secret (sha-256 hex of the URL's token); null: no feed. */
    calendar_token_hash: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    archived_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('study_plans_active_idx').on(table.user_id, table.producer_id).where(sql`${table.status} = 'active'`),
    index('study_plans_user_idx').on(table.user_id, table.producer_id, table.created_at),
    uniqueIndex('study_plans_calendar_idx')
      .on(table.calendar_token_hash)
      .where(sql`${table.calendar_token_hash} is not null`),
  ],
);

/**
 * One activity of a plan's day. `unit_key` names the work (`lesson:12`, `questions:45:2`, `case:7`, `simulado:3`,
 * `reviews:2027-01-04`) and stays the same when a re-plan moves it; `original_date` is where it was before it moved.
 * `target`: where it leads (the contract's activity target, without the live fields).
 */
export const studyPlanActivities = pgTable(
  'study_plan_activities',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    plan_id: integer()
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    position: smallint().notNull(),
    kind: text({ enum: ['lesson', 'questions', 'flashcards', 'errors', 'case', 'simulado', 'review'] }).notNull(),
    unit_key: text().notNull(),
    title: text().notNull(),
    subject: text(),
    /** The grande área it counts for in the shares, when it has one. */
    subject_id: integer(),
    minutes: smallint().notNull(),
    target: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['pending', 'done', 'skipped'] })
      .notNull()
      .default('pending'),
    done_by: text({ enum: ['auto', 'manual'] }),
    done_at: timestamp({ withTimezone: true }),
    original_date: date({ mode: 'string' }),
    practice_session_id: integer().references(() => practiceSessions.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('study_plan_activities_day_idx').on(table.plan_id, table.date, table.position),
    uniqueIndex('study_plan_activities_unit_idx').on(table.plan_id, table.unit_key),
  ],
);
