import { z } from 'zod';
import { categoryRefSchema } from './questions.ts';
import { pagedSchema, pageQueryShape } from './courses.ts';
import {
  caseDifficulties,
  caseDurations,
  caseStageKinds,
  caseStatusFilters,
  hypothesisRoles,
  optionRatings,
} from './clinical-case-constants.ts';

/**
 * Clinical cases (issue 15): a patient unfolding stage by stage. A case has ordered stages; each stage has one kind
 * of decision and a list of options; every option carries points, feedback and a rating. A learner's attempt records
 * every decision with its time; a committed stage is final. Nothing of a stage ships before the learner reaches it,
 * and no option's points, feedback, rating or expert position ships before the stage is committed (a picked
 * history, exam or test option shows its finding at once: that is what asking reveals). Every id belongs to the
 * session's producer: another producer's case or attempt answers 404, exactly like one that does not exist.
 */

/**
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code).
 */
export const clinicalCaseErrorCodes = [
  'clinical_cases.not_found',
  'clinical_cases.attempt_not_found',
  'clinical_cases.attempt_finished',
  'clinical_cases.stage_not_current',
  'clinical_cases.stage_committed',
  'clinical_cases.option_not_in_stage',
  'clinical_cases.decision_final',
  'clinical_cases.decision_kind_invalid',
  'clinical_cases.decision_required',
  'clinical_cases.main_hypothesis_required',
  'clinical_cases.stages_pending',
  'clinical_cases.no_finished_attempt',
  'clinical_cases.idempotency_conflict',
] as const;
export type ClinicalCaseErrorCode = (typeof clinicalCaseErrorCodes)[number];

const intId = z.coerce
  .number('field.invalid')
  .int('field.invalid')
  .min(1, 'field.invalid')
  .max(2_147_483_647, 'field.invalid');
const intIdArray = z.array(intId).max(1000, 'field.too_large');

export const caseParamsSchema = z.object({ id: intId });
export const attemptParamsSchema = z.object({ attemptId: intId });

/** A case as lists show it, with the learner's state. `score_pct`: 0–100 of the best finished attempt. */
export const caseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  difficulty: z.enum(caseDifficulties),
  estimated_minutes: z.number().int(),
  subjects: z.array(categoryRefSchema),
  stage_count: z.number().int(),
  learner: z.object({
    status: z.enum(caseStatusFilters),
    /** The attempt in progress: its id and the stage reached (0-based). */
    attempt_id: z.number().int().nullable(),
    stage_reached: z.number().int().nullable(),
    /** The learner's best finished attempt, in percent of the case's maximum. */
    best_score_pct: z.number().int().nullable(),
    finished_at: z.string().nullable(),
  }),
  peers: z.object({ finished: z.number().int(), average_score_pct: z.number().int().nullable() }),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** The filter: ticked subjects (a node includes its subtree, OR'ed), difficulties, durations and statuses (each OR'ed). */
export const caseFilterShape = {
  categories: intIdArray.default([]),
  difficulty: z.array(z.enum(caseDifficulties, 'field.invalid')).max(3, 'field.too_large').default([]),
  duration: z.array(z.enum(caseDurations, 'field.invalid')).max(3, 'field.too_large').default([]),
  status: z.array(z.enum(caseStatusFilters, 'field.invalid')).max(3, 'field.too_large').default([]),
};
export const caseFilterSchema = z.object(caseFilterShape);

/** A query-string array: `?difficulty=easy&difficulty=hard` or a single value. */
const queryArray = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value): unknown[] => (value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]),
    z.array(item).max(max, 'field.too_large'),
  );

/** GET /api/clinical-cases: the producer's published cases, filtered and searched by title, paged. */
export const caseListQuerySchema = z.object({
  q: z.string('field.invalid').trim().max(120, 'field.too_long').optional(),
  categories: queryArray(intId, 1000),
  difficulty: queryArray(z.enum(caseDifficulties, 'field.invalid'), 3),
  duration: queryArray(z.enum(caseDurations, 'field.invalid'), 3),
  status: queryArray(z.enum(caseStatusFilters, 'field.invalid'), 3),
  ...pageQueryShape,
});
export const caseListResponseSchema = pagedSchema(caseSummarySchema);
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

/** GET /api/clinical-cases/overview: the learner's page. `suggested`: subjects where their question accuracy is lowest. */
export const caseOverviewSchema = z.object({
  in_progress: z.array(caseSummarySchema),
  suggested: z.array(
    caseSummarySchema.extend({
      /** Why: the subject and the learner's accuracy there (null: no answers yet, suggested as new). */
      reason: z.object({ subject: categoryRefSchema, accuracy_pct: z.number().int().nullable() }).nullable(),
    }),
  ),
  finished: z.array(caseSummarySchema),
  totals: z.object({ published: z.number().int(), in_progress: z.number().int(), finished: z.number().int() }),
});
export type CaseOverview = z.infer<typeof caseOverviewSchema>;

/** GET /api/clinical-cases/in-progress: the cases to continue (home and /questoes link to them). */
export const casesInProgressSchema = z.object({
  items: z.array(
    z.object({
      case_id: z.number().int(),
      title: z.string(),
      attempt_id: z.number().int(),
      stage_reached: z.number().int(),
      stage_count: z.number().int(),
      updated_at: z.string(),
    }),
  ),
});
export type CasesInProgress = z.infer<typeof casesInProgressSchema>;

/** POST /api/clinical-cases/counts: each subject node's count given the other filters, and each facet's counts. */
export const caseCountsResponseSchema = z.object({
  total: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
  difficulty: z.record(z.enum(caseDifficulties), z.number().int()),
  duration: z.record(z.enum(caseDurations), z.number().int()),
  status: z.record(z.enum(caseStatusFilters), z.number().int()),
});
export type CaseCounts = z.infer<typeof caseCountsResponseSchema>;

const lessonLinkSchema = z.object({ id: z.number().int(), title: z.string(), link: z.string() });
const questionLinkSchema = z.object({ id: z.number().int(), statement_excerpt: z.string() });

/** GET /api/clinical-cases/:id: what shows before starting (and the learner's attempts). No stage content. */
export const caseDetailSchema = caseSummarySchema.extend({
  stage_kinds: z.array(z.enum(caseStageKinds)),
  attempts: z.array(
    z.object({
      id: z.number().int(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
      score: z.number().int().nullable(),
      max_score: z.number().int(),
      /** The first finished attempt counts for peers; later ones are practice. */
      counts_for_peers: z.boolean(),
    }),
  ),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** An option as the run shows it: revealed fields are null until their moment. */
export const runOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** Tests: the price in centavos (R$) and the turnaround in minutes, known before ordering. */
  cost_cents: z.number().int().nullable(),
  turnaround_minutes: z.number().int().nullable(),
  /** History, exam, tests: what asking, examining or ordering revealed (null until picked). Safe HTML. */
  finding: z.string().nullable(),
  /** After the stage is committed. */
  points: z.number().int().nullable(),
  /** Diagnosis: the points as a differential (as main: `points`). */
  differential_points: z.number().int().nullable(),
  feedback: z.string().nullable(),
  rating: z.enum(optionRatings).nullable(),
  /** Management: the expert's order (1-based) for an action the expert would take; null otherwise. */
  expert_position: z.number().int().nullable(),
});
export type RunOption = z.infer<typeof runOptionSchema>;

/** A decision the learner made (active ones only; `position`: the management order, 1-based). */
export const runPickSchema = z.object({
  option_id: z.number().int().nullable(),
  /** A typed hypothesis that matched no accepted synonym keeps its text and scores nothing. */
  text: z.string().nullable(),
  role: z.enum(['pick', ...hypothesisRoles]),
  position: z.number().int(),
  picked_at: z.string(),
});
export type RunPick = z.infer<typeof runPickSchema>;

/** A stage reached (committed, or the current one). Stages not reached are never sent. */
export const runStageSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(caseStageKinds),
  title: z.string(),
  /** The story this stage reveals: safe HTML, may hold <img>. */
  body: z.string(),
  /** What to decide ("O que você pergunta?", the question's statement ...). */
  prompt: z.string(),
  committed: z.boolean(),
  committed_at: z.string().nullable(),
  score: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  options: z.array(runOptionSchema),
  picks: z.array(runPickSchema),
  /** The expert's discussion of the stage, after commit. Safe HTML. */
  discussion: z.string().nullable(),
});
export type RunStage = z.infer<typeof runStageSchema>;

/** An attempt as the run screen needs it. `current_stage`: the 0-based stage to decide, null when all are committed. */
export const runStateSchema = z.object({
  attempt_id: z.number().int(),
  case: z.object({ id: z.number().int(), title: z.string(), stage_count: z.number().int() }),
  started_at: z.string(),
  /** Time spent working (gaps over 5 minutes count as 5), up to the last decision; the clock runs from there. */
  active_seconds: z.number().int(),
  last_activity_at: z.string(),
  finished_at: z.string().nullable(),
  current_stage: z.number().int().nullable(),
  /**
   * The tests ordered (active picks of tests stages): their prices add up; `tests_minutes` is the longest
   * turnaround, not the sum, since tests ordered together run in parallel and the patient waits for the slowest.
   */
  tests_cost_cents: z.number().int(),
  tests_minutes: z.number().int(),
  counts_for_peers: z.boolean(),
  stages: z.array(runStageSchema),
});
export type RunState = z.infer<typeof runStateSchema>;

/**
 * POST /api/clinical-cases/:id/attempts: resume the attempt in progress (200), or start one (201; a practice one after a
 * finish). GET /api/clinical-cases/:id/run: the attempt in progress (404 `clinical_cases.attempt_not_found` when none).
 */

/**
 * POST /api/clinical-cases/attempts/:attemptId/decisions. Idempotent by key (a replay answers the same state; a
 * pick's key reused for another decision is 409 `idempotency_conflict`; a request that changes nothing is a no-op).
 * `pick`: history, exam, tests (adds; final once made), question (replaces the answer), management (appends, or
 * inserts at `position`), diagnosis (with `role`; a new main replaces the old one; `text` instead of `option_id`
 * is matched against accepted synonyms without accents or case). `unpick`: diagnosis and management only.
 * `order`: management only, the whole order of the picked actions.
 */
export const decisionRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('pick'),
      idempotency_key: z.uuid('field.invalid'),
      stage_id: intId,
      option_id: intId.optional(),
      text: z.string('field.invalid').trim().min(2, 'field.too_short').max(200, 'field.too_long').optional(),
      role: z.enum(hypothesisRoles, 'field.invalid').optional(),
      position: z
        .number('field.invalid')
        .int('field.invalid')
        .min(1, 'field.too_small')
        .max(100, 'field.too_large')
        .optional(),
    }),
    z.object({
      action: z.literal('unpick'),
      idempotency_key: z.uuid('field.invalid'),
      stage_id: intId,
      /** The option to take back, or (diagnosis) the text of a typed hypothesis that matched none. */
      option_id: intId.optional(),
      text: z.string('field.invalid').trim().min(2, 'field.too_short').max(200, 'field.too_long').optional(),
    }),
    z.object({
      action: z.literal('order'),
      idempotency_key: z.uuid('field.invalid'),
      stage_id: intId,
      option_ids: z.array(intId).min(1, 'field.too_small').max(100, 'field.too_large'),
    }),
  ],
  'field.invalid',
);
export type DecisionRequest = z.input<typeof decisionRequestSchema>;

/** POST /api/clinical-cases/attempts/:attemptId/commit: the stage to commit (must be the current one). */
export const commitRequestSchema = z.object({ stage_id: intId, idempotency_key: z.uuid('field.invalid') });
export type CommitRequest = z.input<typeof commitRequestSchema>;

/**
 * A peer share: of the peers' counting attempts (`peer_count`), the percentage that chose the option; for a
 * diagnosis, `chosen_pct` is the share that made it their main hypothesis and `differential_pct` the share that
 * kept it as a differential (null for the other kinds).
 */
const peerShareSchema = z.object({
  option_id: z.number().int(),
  chosen_pct: z.number().int(),
  differential_pct: z.number().int().nullable(),
});

/** A choice the debrief flags: an essential step missed, or a harmful or unnecessary one taken. */
const flaggedChoiceSchema = z.object({
  stage_id: z.number().int(),
  stage_title: z.string(),
  option_id: z.number().int(),
  label: z.string(),
  rating: z.enum(optionRatings),
  feedback: z.string(),
  cost_cents: z.number().int().nullable(),
  turnaround_minutes: z.number().int().nullable(),
  /** The lesson that teaches it. */
  lesson: lessonLinkSchema.nullable(),
});

/** GET /api/clinical-cases/:id/debrief (?attempt=): the latest finished attempt's debrief (or the one named). */
export const debriefQuerySchema = z.object({ attempt: intId.optional() });
export const debriefSchema = z.object({
  case: caseSummarySchema,
  attempt: z.object({
    id: z.number().int(),
    started_at: z.string(),
    finished_at: z.string(),
    active_seconds: z.number().int(),
    score: z.number().int(),
    max_score: z.number().int(),
    counts_for_peers: z.boolean(),
    tests_cost_cents: z.number().int(),
    tests_minutes: z.number().int(),
  }),
  /** Every stage whole, with the learner's picks and each option's peer share. */
  stages: z.array(runStageSchema.extend({ peers: z.array(peerShareSchema), peer_count: z.number().int() })),
  missed_essentials: z.array(flaggedChoiceSchema),
  questionable_choices: z.array(flaggedChoiceSchema),
  expert_reasoning: z.string(),
  references: z.array(z.string()),
  related_lessons: z.array(lessonLinkSchema),
  related_questions: z.array(questionLinkSchema),
  /** How many of the misses went to the learner's memory queue (flashcards' review items). */
  memory_items: z.number().int(),
});
export type Debrief = z.infer<typeof debriefSchema>;
