import { answerResultSchema, type AlternativeLetter, type AnswerRequest, type AnswerResult } from '@members/contract';
import { enqueueWrite } from '../../../lib/outbox/index.ts';
import { answerLink, outboxGroup, type PlayerSource } from './player-source.ts';

export const answerPath = (questionId: number) => `/api/questions/${questionId}/answers`;

export interface AnswerInput {
  source: PlayerSource;
  questionId: number;
  alternative: AlternativeLetter;
  /** From the question's display to the confirmation. */
  timeSpentMs: number;
}

/** The request body: a fresh idempotency key, the learner's clock, the time spent, the session or track. */
export function answerBody(
  { source, alternative, timeSpentMs }: AnswerInput,
  now = new Date(),
): AnswerRequest & { idempotency_key: string } {
  return {
    alternative,
    idempotency_key: crypto.randomUUID(),
    answered_at: now.toISOString(),
    time_spent_ms: Math.min(86_400_000, Math.max(0, Math.round(timeSpentMs))),
    ...answerLink(source),
  };
}

/**
 * POST /api/questions/:id/answers through the outbox: persisted before it is sent, retried until the server
 * acknowledges it (offline, 5xx), deduplicated by its key. Resolves with the result; rejects on a 4xx.
 */
export async function postAnswer(input: AnswerInput): Promise<AnswerResult> {
  const body = answerBody(input);
  const value = await enqueueWrite({
    id: body.idempotency_key,
    method: 'POST',
    path: answerPath(input.questionId),
    body,
    group: outboxGroup(input.source),
  });
  return answerResultSchema.parse(value);
}
