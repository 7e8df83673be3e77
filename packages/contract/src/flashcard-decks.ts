import { z } from 'zod';
import { categoryRefSchema } from './questions.ts';
import { todayCountsSchema } from './flashcards.ts';

const intId = z.coerce
  .number('field.invalid')
  .int('field.invalid')
  .positive('field.invalid')
  .max(2_147_483_647, 'field.invalid');

/** A deck's cards by where the learner stands: never seen, in (re)learning, due now, learned (not due). */
const deckCountsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  learning: z.number().int(),
  due: z.number().int(),
  learned: z.number().int(),
});

/** GET /api/flashcards/decks: today's work, the subject decks (type-7 tree, top levels) and the lessons' tracks. */
export const decksResponseSchema = z.object({
  today: todayCountsSchema,
  /** Consecutive days with at least one review, up to today (or yesterday when nothing yet today). */
  streak: z.number().int(),
  subjects: z.array(
    deckCountsSchema.extend({
      id: z.number().int(),
      name: z.string(),
      /** Sub-subjects with cards, one level down. */
      children: z.array(deckCountsSchema.extend({ id: z.number().int(), name: z.string() })),
    }),
  ),
  tracks: z.array(
    deckCountsSchema.extend({
      id: z.number().int(),
      title: z.string(),
      course: z.string(),
      lesson: z.object({ id: z.number().int(), title: z.string(), link: z.string() }),
      /** The §4 status of the lesson's task: nao_iniciado, em_progresso, concluido. */
      status: z.enum(['nao_iniciado', 'em_progresso', 'concluido']),
      percentage: z.number().int(),
    }),
  ),
});
export type DecksResponse = z.infer<typeof decksResponseSchema>;

/** GET /api/flashcards/stats: the forecast, the heatmap and the retention. */
export const flashcardStatsSchema = z.object({
  /** Reviews due on each of the next 30 days (the first is today, overdue included), dates as YYYY-MM-DD. */
  forecast: z.array(z.object({ date: z.string(), cards: z.number().int(), questions: z.number().int() })),
  /** Reviews made on each of the last 365 days (days without any are left out). */
  heatmap: z.array(z.object({ date: z.string(), reviews: z.number().int() })),
  /** Per top-level subject, cards and questions together: the share of reviews of items already learned that were not Again, last 30 days. */
  retention: z.array(
    z.object({ subject: categoryRefSchema, retention: z.number().nullable(), reviews: z.number().int() }),
  ),
  /** The same over every subject (Anki's "true retention"). */
  true_retention: z.object({ retention: z.number().nullable(), reviews: z.number().int() }),
  streak: z.number().int(),
  days_studied_30: z.number().int(),
});
export type FlashcardStats = z.infer<typeof flashcardStatsSchema>;

/** GET /api/flashcards/errors: the error notebook, the missed questions waiting to be answered again. */
export const errorNotebookSchema = z.object({
  items: z.array(
    z.object({
      question_id: z.number().int(),
      /** The statement as plain text, cut to about 160 characters. */
      excerpt: z.string(),
      subjects: z.array(categoryRefSchema),
      /** When it was last answered wrong, and where. */
      missed_at: z.string(),
      missed_in: z.enum(['practice', 'track', 'simulado', 'review']),
      due: z.string(),
      lapses: z.number().int(),
    }),
  ),
});
export type ErrorNotebook = z.infer<typeof errorNotebookSchema>;
export const errorParamsSchema = z.object({ questionId: intId });
