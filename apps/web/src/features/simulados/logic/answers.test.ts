import type { SavedAnswer } from '@members/contract';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../lib/outbox/index.ts';
import { answerCounts, answerWrite, mergeAnswers } from './answers.ts';

const saved = (question_id: number, alternative: SavedAnswer['alternative'], marked = false): SavedAnswer => ({
  question_id,
  alternative,
  marked,
  saved_at: '2026-05-12T12:00:00.000Z',
});
const queued = (simuladoId: number, questionId: number, alternative: string | null, marked = false): OutboxEntry => ({
  ...answerWrite(
    simuladoId,
    questionId,
    { alternative: null, marked },
    new Date('2026-05-12T12:05:00.000Z'),
    () => `key-${questionId}`,
  ),
  body: { alternative, marked, idempotency_key: `key-${questionId}`, answered_at: '2026-05-12T12:05:00.000Z' },
  createdAt: 1,
});

describe('answerWrite', () => {
  it('builds the outbox write of an answer, its key doubling as idempotency key', () => {
    const write = answerWrite(
      7,
      42,
      { alternative: 'C', marked: true },
      new Date('2026-05-12T12:00:00.000Z'),
      () => 'uuid-1',
    );
    expect(write).toEqual({
      id: 'uuid-1',
      method: 'PUT',
      path: '/api/simulados/7/attempt/answers/42',
      body: { alternative: 'C', marked: true, idempotency_key: 'uuid-1', answered_at: '2026-05-12T12:00:00.000Z' },
      group: 'simulado:7',
      replaceKey: 'simulado:7:42',
    });
  });
});

describe('mergeAnswers', () => {
  it("shows the server's answers, overridden by the writes still queued on this device", () => {
    const merged = mergeAnswers(
      [saved(1, 'A'), saved(2, 'B', true), saved(3, null, true)],
      [queued(7, 2, 'D'), queued(7, 4, 'E', true), queued(8, 1, 'C'), queued(7, 4, null, true)],
      7,
    );
    expect(merged).toEqual({
      1: { alternative: 'A', marked: false },
      2: { alternative: 'D', marked: false },
      3: { alternative: null, marked: true },
      4: { alternative: null, marked: true },
    });
  });

  it('ignores queued writes that are not answers of this simulado, or carry an unknown letter', () => {
    const other: OutboxEntry = {
      id: 'x',
      method: 'POST',
      path: '/api/questions/5/answers',
      body: { alternative: 'A' },
      group: 'practice',
      createdAt: 1,
    };
    expect(mergeAnswers([], [other, queued(7, 9, 'Z')], 7)).toEqual({ 9: { alternative: null, marked: false } });
  });
});

describe('answerCounts', () => {
  it('counts answered, blank and marked questions of the exam', () => {
    const answers = {
      1: { alternative: 'A' as const, marked: true },
      2: { alternative: null, marked: true },
      99: { alternative: 'B' as const, marked: false },
    };
    expect(answerCounts([1, 2, 3, 4], answers)).toEqual({ answered: 1, unanswered: 3, marked: 2 });
  });
});
