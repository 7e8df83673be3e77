import { z } from 'zod';
import {
  alternativeLetterSchema,
  categoryRefSchema,
  questionAlternativeSchema,
  questionSourceSchema,
} from './questions.ts';

/**
 * Simulados: a fixed set of questions, a time limit and an availability window. The server starts the
 * attempt, keeps its deadline, autosaves every answer and submits it at the deadline if the learner does not.
 */

/** Answers made before the deadline are still taken this long after it (the client proves the time). */
export const SIMULADO_GRACE_SECONDS = 30;

const simuladoStates = ['upcoming', 'open', 'closed'] as const;
const attemptStatuses = ['in_progress', 'submitted'] as const;

const attemptSummarySchema = z.object({
  status: z.enum(attemptStatuses),
  started_at: z.string(),
  deadline: z.string(),
  submitted_at: z.string().nullable(),
  /** Percentage of correct answers (annulled questions count as correct), once submitted. */
  score: z.number().nullable(),
});
const simuladoSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  question_count: z.number().int(),
  time_limit_minutes: z.number().int(),
  opens_at: z.string(),
  closes_at: z.string(),
  state: z.enum(simuladoStates),
  /** Learners of the producer who submitted it. */
  takers: z.number().int(),
  attempt: attemptSummarySchema.nullable(),
});
export type SimuladoSummary = z.infer<typeof simuladoSummarySchema>;
export const simuladoListSchema = z.array(simuladoSummarySchema);
export const simuladoDetailSchema = simuladoSummarySchema.extend({
  instructions: z.string(),
  /** Questions per grande área. */
  subjects: z.array(categoryRefSchema.extend({ questions: z.number().int() })),
});
export type SimuladoDetail = z.infer<typeof simuladoDetailSchema>;

const examQuestionSchema = z.object({
  id: z.number().int(),
  statement: z.string(),
  alternatives: z.array(questionAlternativeSchema),
  source: questionSourceSchema,
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;
export const savedAnswerSchema = z.object({
  question_id: z.number().int(),
  alternative: alternativeLetterSchema.nullable(),
  marked: z.boolean(),
  saved_at: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** GET|POST /api/simulados/:id/attempt: the attempt in progress (POST starts it), with the server's clock. */
export const attemptSchema = z.object({
  simulado_id: z.number().int(),
  title: z.string(),
  status: z.enum(attemptStatuses),
  started_at: z.string(),
  deadline: z.string(),
  server_now: z.string(),
  grace_seconds: z.number().int(),
  questions: z.array(examQuestionSchema),
  answers: z.array(savedAnswerSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** PUT /api/simulados/:id/attempt/answers/:questionId — a later `answered_at` wins; a retry changes nothing. */
export const saveAnswerRequestSchema = z.object({
  alternative: alternativeLetterSchema.nullable(),
  marked: z.boolean('field.invalid').default(false),
  idempotency_key: z.uuid('field.invalid'),
  answered_at: z.iso.datetime({ offset: true, message: 'field.invalid' }),
});
export type SaveAnswerRequest = z.input<typeof saveAnswerRequestSchema>;

/**
 * A question of the result. While the answer key is held back (the simulado is still open for others), every
 * field that would give it away is null: the correct letter, whether the learner's answer was right, the
 * explanations and the takers' shares (the learner's own choice and mark always show).
 */
const resultQuestionSchema = z.object({
  position: z.number().int(),
  question: examQuestionSchema,
  chosen: alternativeLetterSchema.nullable(),
  /** Marked for review during the attempt. */
  marked: z.boolean(),
  /** Null for an annulled question, and while the key is held back. */
  correct_alternative: alternativeLetterSchema.nullable(),
  /** Null while the key is held back. */
  correct: z.boolean().nullable(),
  annulled: z.boolean(),
  explanation: z.string().nullable(),
  /** Each alternative's explanation and the share of takers (submitted attempts) who chose it, a fraction 0–1. */
  alternatives: z.array(
    z.object({ letter: alternativeLetterSchema, explanation: z.string().nullable(), share: z.number().nullable() }),
  ),
  subjects: z.array(categoryRefSchema),
  /**
   * Null when the question's key shows; else when it will: this simulado's close, or a later one of another
   * simulado still open that holds the same question.
   */
  key_released_at: z.string().nullable(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/** GET /api/simulados/:id/result (and the answer of submit). */
export const simuladoResultSchema = z.object({
  simulado_id: z.number().int(),
  title: z.string(),
  score: z.number(),
  correct: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
  time_used_seconds: z.number().int(),
  submitted_at: z.string(),
  submitted_automatically: z.boolean(),
  /** False until the simulado closes: the questions then come without their key (see resultQuestionSchema). */
  answer_key_available: z.boolean(),
  /** When the key is released: the simulado's closing time. */
  answer_key_released_at: z.string(),
  takers: z.number().int(),
  /** 1 is the best score among the producer's takers (ties share a position). */
  position: z.number().int(),
  /**
   * (takers below + other takers tied / 2) / (takers − 1) × 100, one decimal; 100 when the learner is the only taker.
   */
  percentile: z.number(),
  /** How many takers scored in each tenth of 0–100 (10 buckets: [0,10) … [90,100], 100 in the last). */
  distribution: z.array(z.number().int()),
  by_subject: z.array(categoryRefSchema.extend({ correct: z.number().int(), total: z.number().int() })),
  questions: z.array(resultQuestionSchema),
});
export type SimuladoResult = z.infer<typeof simuladoResultSchema>;
