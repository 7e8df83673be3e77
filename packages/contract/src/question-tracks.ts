import { z } from 'zod';
import { sessionItemSchema } from './questions.ts';

/** Question tracks (trilhas de questões): an ordered list of questions with the learner's progress. */
const questionTrackStatuses = ['nao_iniciado', 'em_progresso', 'concluido'] as const;
const questionTrackSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  status: z.enum(questionTrackStatuses),
  /** Where the learner stopped: the first unanswered position, or null when finished. */
  next_position: z.number().int().nullable(),
});
export type QuestionTrackSummary = z.infer<typeof questionTrackSummarySchema>;
export const questionTrackListSchema = z.array(questionTrackSummarySchema);
export const questionTrackSchema = questionTrackSummarySchema.extend({ items: z.array(sessionItemSchema) });
export type QuestionTrack = z.infer<typeof questionTrackSchema>;
