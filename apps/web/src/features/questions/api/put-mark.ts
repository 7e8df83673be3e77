import { markResponseSchema } from '@members/contract';
import { enqueueWrite } from '../../../lib/outbox/index.ts';
import { outboxGroup, type PlayerSource } from './player-source.ts';

export interface MarkInput {
  source: PlayerSource;
  questionId: number;
  marked: boolean;
  note: string | null;
}

/**
 * PUT /api/questions/:id/mark {marked, note} through the outbox: a newer mark of the same question replaces
 * one not sent yet, so only the last state travels.
 */
export async function putMark({ source, questionId, marked, note }: MarkInput) {
  const value = await enqueueWrite({
    id: crypto.randomUUID(),
    method: 'PUT',
    path: `/api/questions/${questionId}/mark`,
    body: { marked, note },
    group: outboxGroup(source),
    replaceKey: `mark:${questionId}`,
  });
  // A replaced mark resolves without a value: the newer one carries the state.
  return value === undefined ? null : markResponseSchema.parse(value);
}
