import { z } from 'zod';
import { alternativeLetterSchema, answerResultSchema, categoryRefSchema, questionSchema } from './questions.ts';

/**
 * Flashcards and the one memory (issue 14). A learner's memory holds review items scheduled by FSRS (ts-fsrs):
 * the cards of the producer's flashcards (a reversible card gives two, a cloze card one per deletion) and the
 * questions they answered wrong anywhere ("Caderno de erros"). Every id belongs to the session's producer:
 * another producer's card, track, subject or question answers 404, exactly like one that does not exist.
 */

/**
 * Error codes of the flashcards (translated under `errors.<code>`).
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code).
 */
export const flashcardErrorCodes = [
  /** 409: the idempotency key was already used for another item or rating. */
  'flashcards.idempotency_key_reused',
  /** 409: only the latest review of an item can be undone, once. */
  'flashcards.undo_not_latest',
  /** 422: a question review needs the chosen alternative; a card review needs a rating. */
  'flashcards.review_incomplete',
  /** 400: `reviewed_at` is too far in the future or too old to be true (the device's clock). */
  'flashcards.reviewed_at_out_of_range',
] as const;
export type FlashcardErrorCode = (typeof flashcardErrorCodes)[number];

const intId = z.coerce
  .number('field.invalid')
  .int('field.invalid')
  .positive('field.invalid')
  .max(2_147_483_647, 'field.invalid');

/** FSRS ratings: 1 Again (Errei), 2 Hard (Difícil), 3 Good (Bom), 4 Easy (Fácil). */
export const ratingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], 'field.invalid');
export type Rating = z.infer<typeof ratingSchema>;
export const memoryStates = ['new', 'learning', 'review', 'relearning'] as const;
export type MemoryState = (typeof memoryStates)[number];
export const cardKinds = ['basic', 'reversible', 'cloze'] as const;
export type CardKind = (typeof cardKinds)[number];

/**
 * What a review item is: one side (`ord`) of a card, a question to answer again, or a clinical case's option the
 * learner missed (an essential step) or should not have taken (a harmful choice): recalled like a card, its face
 * built from the case (`card` of the queue item), rated 1–4.
 */
export const itemRefSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('card'), card_id: intId, ord: z.number('field.invalid').int().min(0).max(99) }),
    z.object({ kind: z.literal('question'), question_id: intId }),
    z.object({ kind: z.literal('case'), option_id: intId }),
  ],
  'field.invalid',
);
export type ItemRef = z.infer<typeof itemRefSchema>;

/** Where each rating would send the item next: its due time and the interval in seconds (Anki's button labels). */
export const nextIntervalsSchema = z.array(
  z.object({ rating: ratingSchema, due: z.string(), interval_seconds: z.number().int() }),
);

/** A card side as the study screen shows it: safe HTML (statements' subset); cloze already rendered. */
const cardFaceSchema = z.object({
  card_id: z.number().int(),
  ord: z.number().int(),
  kind: z.enum(cardKinds),
  front: z.string(),
  back: z.string(),
  /** The card's picture (GET /api/flashcards/:id/image, with the session's headers), or null. */
  image_url: z.string().nullable(),
  /** The lesson the card comes from, to go and watch it again. */
  lesson: z.object({ id: z.number().int(), title: z.string(), link: z.string() }).nullable(),
});

/** One item of the study queue, with its scheduling state and the next interval for each rating. */
export const queueItemSchema = z.object({
  ref: itemRefSchema,
  state: z.enum(memoryStates),
  due: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
  subjects: z.array(categoryRefSchema),
  next: nextIntervalsSchema,
  /** Set for a card, and for a clinical case's item (`card_id` is then the option's id, `kind` basic). */
  card: cardFaceSchema.nullable(),
  /** Set for a question: as the player shows it before answering (no correct letter, no explanation). */
  question: questionSchema.nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** Today's work: new cards still allowed today, items in (re)learning, reviews due, missed questions due. */
export const todayCountsSchema = z.object({
  new: z.number().int(),
  learning: z.number().int(),
  review: z.number().int(),
  errors: z.number().int(),
});
export type TodayCounts = z.infer<typeof todayCountsSchema>;

/** GET /api/flashcards/queue: which items to study (none: everything due). */
export const queueQuerySchema = z.object({
  /** A subject deck: a type-7 category id (its whole subtree). */
  deck: intId.optional(),
  /** A lesson's flashcard track. */
  trilha: intId.optional(),
  /** The error notebook only. */
  erros: z.enum(['1']).optional(),
  limit: z.coerce
    .number('field.invalid')
    .int('field.invalid')
    .min(1, 'field.too_small')
    .max(100, 'field.too_large')
    .default(20),
});
export type QueueQuery = z.input<typeof queueQuerySchema>;
export const queueResponseSchema = z.object({
  /** Due items first (cards and questions mixed, by due time), then today's new cards. */
  items: z.array(queueItemSchema),
  counts: todayCountsSchema,
  /** Reviews made today, and the day's limits from the settings. */
  reviewed_today: z.number().int(),
  /** Today is one of the learner's days off: nothing is due, studying ahead is still possible. */
  day_off: z.boolean(),
});
export type QueueResponse = z.infer<typeof queueResponseSchema>;

/** POST /api/flashcards/reviews. A card sends its rating; a question sends the alternative chosen. */
export const reviewRequestSchema = z.object({
  idempotency_key: z.uuid('field.invalid'),
  ref: itemRefSchema,
  /** A card: 1–4. A question: omitted (right is Good, wrong is Again), or 2 / 4 to say a right answer was hard / easy. */
  rating: ratingSchema.optional(),
  alternative: alternativeLetterSchema.optional(),
  /** When the learner rated (client clock): an offline review counts at the time it was made. */
  reviewed_at: z.iso.datetime({ offset: true, message: 'field.invalid' }),
  duration_ms: z
    .number('field.invalid')
    .int('field.invalid')
    .min(0, 'field.too_small')
    .max(86_400_000, 'field.too_large')
    .default(0),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

const itemStateSchema = z.object({
  ref: itemRefSchema,
  state: z.enum(memoryStates),
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  last_review: z.string().nullable(),
});
export type ItemState = z.infer<typeof itemStateSchema>;

export const reviewResponseSchema = z.object({
  idempotency_key: z.string(),
  rating: ratingSchema,
  item: itemStateSchema,
  /** True when this key was recorded before: nothing new was counted. */
  already_recorded: z.boolean(),
  /** A question review: what the answer revealed (explanations included). */
  answer: answerResultSchema.nullable(),
  /** The item left the error notebook (a missed question answered right). */
  resolved: z.boolean(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** GET /api/flashcards/:id/image: the picture of a card note the learner may study. */
export const cardImageParamsSchema = z.object({ id: intId });

/** POST /api/flashcards/reviews/:key/undo: the item as it was before that review. */
export const undoParamsSchema = z.object({ key: z.uuid('field.invalid') });
export const undoResponseSchema = z.object({ item: itemStateSchema.nullable(), ref: itemRefSchema });
export type UndoResponse = z.infer<typeof undoResponseSchema>;

/** GET / PUT /api/flashcards/settings. */
export const flashcardSettingsInputSchema = z.object({
  desired_retention: z.number('field.invalid').min(0.7, 'field.too_small').max(0.97, 'field.too_large'),
  new_per_day: z.number('field.invalid').int('field.invalid').min(0, 'field.too_small').max(500, 'field.too_large'),
  max_reviews_per_day: z
    .number('field.invalid')
    .int('field.invalid')
    .min(1, 'field.too_small')
    .max(9999, 'field.too_large'),
  /** Weekdays with nothing due: 0 Sunday … 6 Saturday; at most six. */
  days_off: z
    .array(z.number('field.invalid').int('field.invalid').min(0, 'field.invalid').max(6, 'field.invalid'))
    .max(6, 'field.too_large'),
});
export type FlashcardSettingsInput = z.infer<typeof flashcardSettingsInputSchema>;
export const flashcardSettingsSchema = flashcardSettingsInputSchema.extend({
  /** The learner's own FSRS parameters are in use (fitted from their reviews), not the defaults. */
  personalized: z.boolean(),
  /** Reviews recorded so far; parameters are fitted from `reviews_for_fitting` on. */
  review_count: z.number().int(),
  reviews_for_fitting: z.number().int(),
});
export type FlashcardSettings = z.infer<typeof flashcardSettingsSchema>;
