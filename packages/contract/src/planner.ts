import { z } from 'zod';
import {
  plannerActivityStatuses,
  plannerDoneBy,
  plannerMaxMinutesPerDay,
  plannerMinutesStep,
  plannerRatingMax,
  plannerRatingMin,
  plannerStatuses,
  plannerWeaknessSources,
} from './planner-constants.ts';
import { alternativeLetterSchema, categoryRefSchema, questionAlternativeSchema } from './questions.ts';

/**
 * The study planner (issue 16): a plan from a start date to the exam, day by day, that fits each day's available
 * time and re-plans itself when the learner falls behind or gets ahead. One active plan per learner and producer;
 * older plans are history. Every id belongs to the session's learner: another learner's or producer's plan answers
 * 404, exactly like one that does not exist. Dates are study days (`YYYY-MM-DD`, America/Sao_Paulo).
 */

/**
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code).
 */
export const plannerErrorCodes = [
  'planner.not_found',
  'planner.activity_not_found',
  'planner.plan_archived',
  'planner.exam_date_past',
  'planner.exam_before_start',
  'planner.start_in_past',
  'planner.plan_too_long',
  'planner.no_study_time',
  'planner.nothing_included',
  'planner.institution_unknown',
  'planner.course_unknown',
  'planner.question_unknown',
  'planner.subject_unknown',
  'planner.range_invalid',
  'planner.activity_not_startable',
  'planner.calendar_not_found',
] as const;
export type PlannerErrorCode = (typeof plannerErrorCodes)[number];

const intId = z.coerce
  .number('field.invalid')
  .int('field.invalid')
  .min(1, 'field.invalid')
  .max(2_147_483_647, 'field.invalid');

/** A calendar date `YYYY-MM-DD` that exists (2027-02-30 does not). */
export const dateKeySchema = z
  .string('field.invalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.invalid')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'field.invalid');

const dayMinutes = z
  .number('field.invalid')
  .int('field.invalid')
  .min(0, 'field.too_small')
  .max(plannerMaxMinutesPerDay, 'field.too_large')
  .refine((minutes) => minutes % plannerMinutesStep === 0, 'field.invalid');

/** Minutes available on each weekday, Sunday first (0 Sunday … 6 Saturday). */
export const weekdayMinutesSchema = z.array(dayMinutes).length(7, 'field.invalid');

export const planParamsSchema = z.object({ id: intId });
export const activityParamsSchema = z.object({ id: intId, activityId: intId });
export const calendarFeedParamsSchema = z.object({ token: z.string('field.invalid').min(1).max(200) });

export const planIncludeSchema = z.object({
  /** The learner's accessible courses to plan (uuids). */
  course_ids: z.array(z.uuid('field.invalid')).max(100, 'field.too_large').default([]),
  questions: z.boolean('field.invalid').default(true),
  flashcards: z.boolean('field.invalid').default(true),
  cases: z.boolean('field.invalid').default(true),
  simulados: z.boolean('field.invalid').default(true),
});

export const selfRatingSchema = z.object({
  /** A grande área (a top-level subject of the question bank). */
  category_id: intId,
  rating: z
    .number('field.invalid')
    .int('field.invalid')
    .min(plannerRatingMin, 'field.too_small')
    .max(plannerRatingMax, 'field.too_large'),
});

export const diagnosticAnswerSchema = z.object({ question_id: intId, alternative: alternativeLetterSchema });

/** The settings a plan re-plans from. */
export const planSettingsSchema = z.object({
  exam_date: dateKeySchema,
  weekday_minutes: weekdayMinutesSchema,
  /** Single dates with no study (plantões, holidays). */
  days_off: z.array(dateKeySchema).max(400, 'field.too_large').default([]),
});
export type PlanSettings = z.input<typeof planSettingsSchema>;

/** POST /api/planner/plans: the onboarding's answers. The new plan becomes the active one; the old one is history. */
export const createPlanSchema = planSettingsSchema.extend({
  /** Target exams: institution categories (type 1) of the question bank. */
  institution_ids: z.array(intId).min(1, 'field.required').max(30, 'field.too_large'),
  start_date: dateKeySchema,
  include: planIncludeSchema,
  self_ratings: z.array(selfRatingSchema).max(50, 'field.too_large').default([]),
  diagnostic: z.array(diagnosticAnswerSchema).max(60, 'field.too_large').default([]),
});
export type CreatePlanRequest = z.input<typeof createPlanSchema>;

/** Where an activity leads. */
export const activityTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('lesson'),
    course_id: z.string(),
    course_name: z.string(),
    module_id: z.number().int(),
    lesson_id: z.number().int(),
  }),
  z.object({
    type: z.literal('questions'),
    /** The subject; null: mixed (a review or a simulado livre). */
    subject: categoryRefSchema.nullable(),
    institution_ids: z.array(z.number().int()),
    count: z.number().int(),
    /** The practice session the activity opened, once started. */
    practice_session_id: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('reviews'), errors_only: z.boolean(), reviews: z.number().int() }),
  z.object({ type: z.literal('case'), case_id: z.number().int() }),
  z.object({ type: z.literal('simulado'), simulado_id: z.number().int() }),
]);
export type ActivityTarget = z.infer<typeof activityTargetSchema>;

export const activitySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  position: z.number().int(),
  kind: z.enum(['lesson', 'questions', 'flashcards', 'errors', 'case', 'simulado', 'review']),
  title: z.string(),
  /** Grande área or subject shown beside the title, when there is one. */
  subject: z.string().nullable(),
  minutes: z.number().int(),
  status: z.enum(plannerActivityStatuses),
  done_by: z.enum(plannerDoneBy).nullable(),
  done_at: z.string().nullable(),
  /** The day it was planned for before a re-plan moved it, when it moved. */
  moved_from: z.string().nullable(),
  target: activityTargetSchema,
});
export type PlannerActivity = z.infer<typeof activitySchema>;

export const planDaySchema = z.object({
  date: z.string(),
  available_minutes: z.number().int(),
  planned_minutes: z.number().int(),
  done_minutes: z.number().int(),
  /** A date off or a weekday with no hours. */
  off: z.boolean(),
  /** In the review weeks before the exam (no new content). */
  review_period: z.boolean(),
  /** done: all done; late: past with work pending; ahead: a future day with work already done; today; upcoming; empty. */
  state: z.enum(['done', 'late', 'ahead', 'today', 'upcoming', 'empty']),
  activities: z.array(activitySchema),
});
export type PlanDay = z.infer<typeof planDaySchema>;

export const daysQuerySchema = z.object({ from: dateKeySchema, to: dateKeySchema });
export const daysResponseSchema = z.object({ days: z.array(planDaySchema) });

export const subjectShareSchema = z.object({
  subject: categoryRefSchema,
  /** Share of the plan's subject-weighted work, 0–100. */
  share_pct: z.number(),
  minutes: z.number().int(),
  /** Share of the target institutions' questions in this subject, 0–100. */
  incidence_pct: z.number(),
  /** The learner's accuracy used for the weakness, 0–100, null without any. */
  accuracy_pct: z.number().nullable(),
  weakness_source: z.enum(plannerWeaknessSources),
});

export const leftOutSchema = z.object({
  kind: z.enum(['lesson', 'questions', 'flashcards', 'errors', 'case', 'simulado', 'review']),
  title: z.string(),
  subject: z.string().nullable(),
  minutes: z.number().int(),
});

export const replanMoveSchema = z.object({
  activity_id: z.number().int(),
  title: z.string(),
  from: z.string(),
  /** null: it no longer fits before the exam (now among the left-out). */
  to: z.string().nullable(),
});

export const planSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(plannerStatuses),
  created_at: z.string(),
  today: z.string(),
  start_date: z.string(),
  exam_date: z.string(),
  days_left: z.number().int(),
  institutions: z.array(categoryRefSchema),
  weekday_minutes: z.array(z.number().int()),
  days_off: z.array(z.string()),
  include: planIncludeSchema,
  totals: z.object({
    study_days: z.number().int(),
    available_minutes: z.number().int(),
    planned_minutes: z.number().int(),
    done_minutes: z.number().int(),
    activities: z.number().int(),
    done: z.number().int(),
    skipped: z.number().int(),
    late: z.number().int(),
  }),
  /** Of the included content's minutes (lessons, question sessions, cases, simulados): scheduled, done, 0–100. */
  coverage: z.object({ planned_pct: z.number(), done_pct: z.number(), left_out_minutes: z.number().int() }),
  shares: z.array(subjectShareSchema),
  /** What did not fit before the exam, least incidence × weakness first. */
  left_out: z.array(leftOutSchema),
  /** "Not enough time": the minutes the available time lacks to hold everything; null when it all fits. */
  shortfall_minutes: z.number().int().nullable(),
  /** The latest re-plan that moved something ("Plano reajustado"), null when none yet. */
  last_replan: z.object({ at: z.string(), moves: z.array(replanMoveSchema) }).nullable(),
  /** A private calendar feed exists (its URL shows only when made: the API keeps a hash of it). */
  calendar_feed: z.boolean(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** GET /api/planner/today: home's slot. No active plan: both null (the onboarding call to action). */
export const plannerTodaySchema = z.object({
  plan: z.object({ id: z.number().int(), exam_date: z.string(), days_left: z.number().int() }).nullable(),
  day: planDaySchema.nullable(),
});
export type PlannerToday = z.infer<typeof plannerTodaySchema>;

export const planHistoryItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(plannerStatuses),
  created_at: z.string(),
  archived_at: z.string().nullable(),
  start_date: z.string(),
  exam_date: z.string(),
  institutions: z.array(categoryRefSchema),
  activities: z.number().int(),
  done: z.number().int(),
});
export const planHistorySchema = z.object({ plans: z.array(planHistoryItemSchema) });

/** PUT /api/planner/plans/:id/activities/:activityId: tick, untick or skip by hand. */
export const activityUpdateSchema = z.object({ status: z.enum(plannerActivityStatuses, 'field.invalid') });

/** POST .../activities/:activityId/start: the practice session a question activity opens (made once, then reused). */
export const activityStartSchema = z.object({ practice_session_id: z.number().int() });

/** GET /api/planner/options: what the onboarding offers. */
export const plannerOptionsSchema = z.object({
  today: z.string(),
  institutions: z.array(categoryRefSchema.extend({ questions: z.number().int() })),
  areas: z.array(categoryRefSchema.extend({ accuracy_pct: z.number().nullable(), answers: z.number().int() })),
  courses: z.array(
    z.object({ id: z.string(), name: z.string(), lessons: z.number().int(), minutes: z.number().int() }),
  ),
  counts: z.object({
    questions: z.number().int(),
    cases: z.number().int(),
    simulados: z.number().int(),
    reviews_due: z.number().int(),
  }),
  active_plan_id: z.number().int().nullable(),
});
export type PlannerOptions = z.infer<typeof plannerOptionsSchema>;

/** GET /api/planner/diagnostic: about 20 questions across the grande áreas, without their answers. */
export const diagnosticSchema = z.object({
  questions: z.array(
    z.object({
      id: z.number().int(),
      area: categoryRefSchema,
      statement: z.string(),
      alternatives: z.array(questionAlternativeSchema),
    }),
  ),
});
export type PlannerDiagnostic = z.infer<typeof diagnosticSchema>;

/** POST /api/planner/plans: the plan, with the shortfall when the time cannot hold everything. */
export const planCreatedSchema = z.object({ plan: planSummarySchema });

/** POST /api/planner/plans/:id/calendar: a new private feed URL (the old one stops working). */
export const calendarLinkSchema = z.object({ url: z.string() });
