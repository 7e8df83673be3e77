import { z } from 'zod';
import {
  assistantAnswerers,
  assistantAnswerFlags,
  assistantContextKinds,
  assistantIndexStatuses,
  assistantMaxQuestionLength,
  assistantSourceKinds,
} from './assistant-constants.ts';

/**
 * The producer's assistant (issue 18): answers only from the producer's own material (lessons, handouts, questions,
 * clinical cases, flashcards), each claim cited to the place it came from. Every call is the session's learner's:
 * another learner's or producer's conversation answers 404, exactly like one that does not exist; retrieval never
 * leaves the session's producer nor what the learner may open.
 */

/**
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code).
 */
export const assistantErrorCodes = [
  'assistant.conversation_not_found',
  'assistant.context_not_found',
  'assistant.daily_limit_reached',
  'assistant.stream_failed',
] as const;
export type AssistantErrorCode = (typeof assistantErrorCodes)[number];

const intId = z.coerce
  .number('field.invalid')
  .int('field.invalid')
  .min(1, 'field.invalid')
  .max(2_147_483_647, 'field.invalid');

export const assistantSourceKindSchema = z.enum(assistantSourceKinds);

/** What the question is about: a lesson, a question (with the alternative the learner chose), a case, a flashcard. */
export const assistantContextSchema = z.object({
  kind: z.enum(assistantContextKinds, 'field.invalid'),
  id: intId,
  /** A question's context: the alternative the learner chose ("why is it wrong?"). */
  letter: z.enum(['A', 'B', 'C', 'D', 'E'], 'field.invalid').optional(),
});
export type AssistantContext = z.infer<typeof assistantContextSchema>;

export const assistantAskSchema = z.object({
  question: z
    .string('field.required')
    .trim()
    .min(1, 'field.required')
    .max(assistantMaxQuestionLength, 'field.too_long'),
  /** Continue this conversation (the learner's own); without it a new one starts. */
  conversation_id: z.uuid('field.invalid').optional(),
  context: assistantContextSchema.optional(),
});
export type AssistantAsk = z.infer<typeof assistantAskSchema>;

/**
 * A numbered source of an answer (`[n]` in its text) and where it opens: a lesson (at `seconds` of its video when the
 * passage is a transcript's), a handout at its `page`, a question, a clinical case, a flashcard (its lesson, if any).
 */
export const assistantCitationSchema = z.object({
  n: z.number().int().min(1),
  kind: assistantSourceKindSchema,
  title: z.string(),
  /** The cited passage's words (plain text, at most 320 characters). */
  excerpt: z.string(),
  course_id: z.uuid().nullable(),
  module_id: z.number().int().nullable(),
  lesson_id: z.number().int().nullable(),
  seconds: z.number().int().nullable(),
  apostila_id: z.number().int().nullable(),
  page: z.number().int().nullable(),
  question_id: z.number().int().nullable(),
  case_id: z.number().int().nullable(),
  flashcard_id: z.number().int().nullable(),
});
export type AssistantCitation = z.infer<typeof assistantCitationSchema>;

export const assistantMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  /** The question, or the answer with its `[n]` marks. */
  text: z.string(),
  /** A question's context (null for answers and context-free questions). */
  context: assistantContextSchema.nullable(),
  citations: z.array(assistantCitationSchema),
  answerer: z.enum(assistantAnswerers).nullable(),
  flags: z.array(z.enum(assistantAnswerFlags)),
  created_at: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** The assistant as the learner meets it: the producer's name and image, today's allowance, suggestions. */
export const assistantInfoSchema = z.object({
  name: z.string(),
  image_url: z.string().nullable(),
  answerer: z.enum(assistantAnswerers),
  daily_limit: z.number().int(),
  used_today: z.number().int(),
  max_question_length: z.number().int(),
  /** Questions the producer's material answers (shown as chips in an empty conversation). */
  suggestions: z.array(z.string()),
});
export type AssistantInfo = z.infer<typeof assistantInfoSchema>;

export const assistantConversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantConversationSummary = z.infer<typeof assistantConversationSummarySchema>;

export const assistantConversationListSchema = z.object({
  conversations: z.array(assistantConversationSummarySchema),
});
export type AssistantConversationList = z.infer<typeof assistantConversationListSchema>;

export const assistantConversationSchema = assistantConversationSummarySchema.extend({
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

export const assistantConversationParamsSchema = z.object({ id: z.uuid('field.invalid') });

/** The index of the producer's material and its background job. */
export const assistantIndexStatusSchema = z.object({
  status: z.enum(assistantIndexStatuses),
  passages: z.number().int(),
  by_kind: z.record(assistantSourceKindSchema, z.number().int()),
  /** Passages with an embedding (0 when no embedding provider is configured). */
  embedded: z.number().int(),
  requested_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The last failed run's error code (never a text from the material). */
  error_code: z.string().nullable(),
});
export type AssistantIndexStatusBody = z.infer<typeof assistantIndexStatusSchema>;

/**
 * The events of `POST /api/assistant/ask` (text/event-stream), in order: one `start`, any number of `delta` (the
 * answer's next words), then `done` with the whole stored answer and its citations, or `error` if the stream
 * broke after it started (before it starts, errors answer as JSON with their status).
 */
export const assistantStartEventSchema = z.object({
  conversation_id: z.uuid(),
  question: assistantMessageSchema,
  answerer: z.enum(assistantAnswerers),
});
export const assistantDeltaEventSchema = z.object({ text: z.string() });
export const assistantDoneEventSchema = z.object({ answer: assistantMessageSchema, used_today: z.number().int() });
export const assistantErrorEventSchema = z.object({ code: z.string(), message: z.string() });
export type AssistantStartEvent = z.infer<typeof assistantStartEventSchema>;
export type AssistantDeltaEvent = z.infer<typeof assistantDeltaEventSchema>;
export type AssistantDoneEvent = z.infer<typeof assistantDoneEventSchema>;
export type AssistantErrorEvent = z.infer<typeof assistantErrorEventSchema>;
