import { z } from 'zod';
import { pageQueryShape, pagedSchema } from './courses.ts';

/**
 * The question bank (issue 5): questions, the filter and its live counts, free-practice sessions, answers,
 * marks and the learner's performance. Every id belongs to the session's producer: another producer's
 * question, session or track answers 404, exactly like one that does not exist.
 */

/**
 * Error codes of the question bank and the simulados (translated under `errors.<code>`).
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code);
 * no code imports the list itself.
 */
export const questionErrorCodes = [
  /** Field message: a category type outside the known ones. */
  'questions.category_type_invalid',
  /** Field message (422): a letter beyond the question's alternatives. */
  'questions.alternative_invalid',
  /** 422: no question matches the filter, so there is nothing to practise. */
  'questions.filter_empty',
  /** 409: the idempotency key was already used for another question or alternative. */
  'questions.idempotency_key_reused',
  /**
   * 403: the question belongs to a simulado that has not closed yet, so it is neither answered nor revealed
   * outside the attempt; `data.available_at` says when it is released.
   */
  'questions.in_open_simulado',
  /** 400: the answer's `answered_at` is too far in the future or in the past to be true (the device's clock). */
  'questions.answered_at_out_of_range',
  /** 409: the simulado's window has not opened yet. */
  'simulados.not_open',
  /** 409: the simulado's window has closed (no new attempts). */
  'simulados.closed',
  /** 409: the answer came after the deadline (and not within the grace for answers made before it). */
  'simulados.deadline_passed',
  /** 409: the attempt was already submitted; answers no longer change. */
  'simulados.already_submitted',
  /** 409: there is no submitted attempt yet, so no result. */
  'simulados.result_unavailable',
  /** 404: the learner has not started this simulado. */
  'simulados.attempt_not_started',
] as const;
export type QuestionErrorCode = (typeof questionErrorCodes)[number];

export const alternativeLetters = ['A', 'B', 'C', 'D', 'E'] as const;
export const alternativeLetterSchema = z.enum(alternativeLetters, 'questions.alternative_invalid');
export type AlternativeLetter = z.infer<typeof alternativeLetterSchema>;

const intId = z.coerce
  .number('field.invalid')
  .int('field.invalid')
  .positive('field.invalid')
  .max(2_147_483_647, 'field.invalid');
export const questionParamsSchema = z.object({ id: intId });
export const positionParamsSchema = z.object({ id: intId, position: intId });
export const simuladoQuestionParamsSchema = z.object({ id: intId, questionId: intId });

export const questionAlternativeSchema = z.object({ letter: alternativeLetterSchema, text: z.string() });
export const questionSourceSchema = z.object({
  institution: z.string().nullable(),
  exam: z.string().nullable(),
  year: z.number().int().nullable(),
});
/** Derived from learners' first answers once enough of them answered (null before that). */
const difficultySchema = z.enum(['easy', 'medium', 'hard']).nullable();
export const categoryRefSchema = z.object({ id: z.number().int(), desc: z.string() });

/** A question as the learner sees it before answering: no correct letter, no explanations. */
export const questionSchema = z.object({
  id: z.number().int(),
  /** Rich text: a safe HTML subset (p, strong, em, ul, ol, li, sub, sup, br, img, table). */
  statement: z.string(),
  alternatives: z.array(questionAlternativeSchema),
  source: questionSourceSchema,
  difficulty: difficultySchema,
  /** Annulled questions stay visible; every answer to them counts as correct. */
  annulled: z.boolean(),
  /** The subject path, from the grande área to the deepest node. */
  subjects: z.array(categoryRefSchema),
  marked: z.boolean(),
  note: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** What an answer reveals: correctness, explanations, and the share of learners who chose each alternative. */
export const answerResultSchema = z.object({
  question_id: z.number().int(),
  chosen: alternativeLetterSchema,
  correct: z.boolean(),
  /** Null for an annulled question. */
  correct_alternative: alternativeLetterSchema.nullable(),
  explanation: z.string(),
  alternatives: z.array(z.object({ letter: alternativeLetterSchema, explanation: z.string(), share: z.number() })),
  /** How many learners' first answers the shares are computed from. */
  answers_count: z.number().int(),
  /** True when this call found an earlier answer (same key, or the item was answered already): nothing new was counted. */
  already_answered: z.boolean(),
  answered_at: z.string(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

/** POST /api/questions/:id/answers. `idempotency_key` makes retries harmless. */
export const answerRequestSchema = z.object({
  alternative: alternativeLetterSchema,
  idempotency_key: z.uuid('field.invalid'),
  /** When the learner answered (client clock). */
  answered_at: z.iso.datetime({ offset: true, message: 'field.invalid' }),
  time_spent_ms: z
    .number('field.invalid')
    .int('field.invalid')
    .min(0, 'field.too_small')
    .max(86_400_000, 'field.too_large')
    .default(0),
  practice_session_id: intId.optional(),
  track_id: intId.optional(),
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;

export const questionStatusFilters = ['not_answered', 'answered_wrong', 'marked'] as const;
export type QuestionStatusFilter = (typeof questionStatusFilters)[number];
/** Ticked categories: OR within a type (a node includes its subtree), AND across types; statuses OR'ed. */
export const questionFilterSchema = z.object({
  categories: z.array(intId).max(1000, 'field.too_large').default([]),
  status: z.array(z.enum(questionStatusFilters, 'field.invalid')).max(3, 'field.too_large').default([]),
});

/** POST /api/questions/counts: each node's count given the ticks of the other types, and the status counts. */
export const questionCountsResponseSchema = z.object({
  total: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
  status: z.object({ not_answered: z.number().int(), answered_wrong: z.number().int(), marked: z.number().int() }),
});
export type QuestionCounts = z.infer<typeof questionCountsResponseSchema>;

export const createPracticeSessionSchema = z.object({
  filter: questionFilterSchema,
  size: z.number('field.invalid').int('field.invalid').min(1, 'field.too_small').max(100, 'field.too_large'),
});

export const sessionItemSchema = z.object({
  position: z.number().int(),
  question_id: z.number().int(),
  answered: z.boolean(),
  correct: z.boolean().nullable(),
});
const practiceSessionSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** The first unanswered position, or null when finished. */
  next_position: z.number().int().nullable(),
});
export type PracticeSessionSummary = z.infer<typeof practiceSessionSummarySchema>;
export const practiceSessionSchema = practiceSessionSummarySchema.extend({ items: z.array(sessionItemSchema) });
export type PracticeSession = z.infer<typeof practiceSessionSchema>;
export const practiceSessionListQuerySchema = z.object(pageQueryShape);
export const practiceSessionListSchema = pagedSchema(practiceSessionSummarySchema);

/** One position of a session or track: the question, and the learner's answer there if any. */
export const sessionQuestionSchema = z.object({
  position: z.number().int(),
  total: z.number().int(),
  question: questionSchema,
  answer: answerResultSchema.nullable(),
});
export type SessionQuestion = z.infer<typeof sessionQuestionSchema>;

/** GET /api/questions/:id: one question of the bank on its own page, with the learner's latest answer to it (or null). */
export const questionDetailSchema = z.object({
  question: questionSchema,
  answer: answerResultSchema.nullable(),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

/** PUT /api/questions/:id/mark */
export const markRequestSchema = z.object({
  marked: z.boolean('field.invalid'),
  note: z.string('field.invalid').trim().max(2000, 'field.too_long').nullable().optional(),
});
export const markResponseSchema = z.object({
  question_id: z.number().int(),
  marked: z.boolean(),
  note: z.string().nullable(),
});

/** GET /api/questions/performance */
export const performanceQuerySchema = z.object({
  days: z.coerce
    .number('field.invalid')
    .int('field.invalid')
    .min(1, 'field.too_small')
    .max(365, 'field.too_large')
    .default(30),
});
const subjectScoreSchema = z.object({
  id: z.number().int(),
  desc: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
});
export const performanceSchema = z.object({
  answered: z.number().int(),
  correct: z.number().int(),
  /** Per grande área (first level of the subject tree). */
  by_subject: z.array(subjectScoreSchema),
  /** One entry per day with answers, oldest first (dates in America/Sao_Paulo). */
  over_time: z.array(z.object({ date: z.string(), answered: z.number().int(), correct: z.number().int() })),
});
export type Performance = z.infer<typeof performanceSchema>;
