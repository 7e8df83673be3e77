import type { AnswerResult, answerRequestSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { recordAnswer } from './answer-batcher.ts';
import { revealAnswer } from './answer-reveal.ts';
import { answerTarget, type AnswerTarget } from './answer-target.ts';
import { findEarlierAnswer } from './answers.repository.ts';
import { visibleQuestion } from '../bank.cache.ts';
import { refuseOpenSimuladoQuestion } from '../open-simulado-questions.ts';
import { alternativeIndex, type QuestionContent } from '../question-content.ts';
import { statsOf } from '../question-dynamics.ts';
import { alternativeInvalidError, answeredAtOutOfRangeError, idempotencyKeyReusedError } from '../questions.errors.ts';

/** How far ahead of the server's clock a client's answer time may be (a device's clock a little fast). */
export const answeredAtSkewMs = 5 * 60_000;
/**
 * How old an answer time may be: the app queues answers made offline and sends them when back online (a night
 * without signal), never days later. Older times would only rewrite the learner's history (the day an answer
 * counts for in the figures, which answer is the latest).
 */
export const answeredAtMaxAgeMs = 24 * 60 * 60_000;

export type AnswerBody = z.output<typeof answerRequestSchema>;

export interface SubmittedAnswer {
  /** True when this call recorded the answer (201); false for a replay or an item answered before (200). */
  created: boolean;
  result: AnswerResult;
}

/** The answer that made the insert a no-op: the same key, else the same session or track item. */
async function earlierAnswer(
  db: Database,
  learner: Learner,
  question: QuestionContent,
  body: AnswerBody,
  target: AnswerTarget,
) {
  const row = await findEarlierAnswer(db, learner.userId, question.id, body.idempotency_key, target);
  if (!row) throw new Error(`answer ${body.idempotency_key} conflicted but no earlier answer was found`);
  if (row.same_key && (row.question_id !== question.id || row.alternative !== body.alternative))
    throw idempotencyKeyReusedError();
  return {
    answer: row,
    stats: statsOf({ answers: row.answers, correct: row.stats_correct, letter_counts: row.letter_counts }),
  };
}

/**
 * POST /api/questions/:id/answers. One INSERT … ON CONFLICT DO NOTHING decides: a new answer is counted in the
 * same statement (201; answers.repository.ts recordAnswers, through answer-batcher.ts); a retry with the same key,
 * or an item answered already, returns what is stored (200) and counts nothing, however many copies arrive at once.
 */
export async function submitAnswer(
  db: Database,
  learner: Learner,
  questionId: number,
  body: AnswerBody,
  now = Date.now(),
): Promise<SubmittedAnswer> {
  const question = await visibleQuestion(db, learner.producerId, questionId);
  await refuseOpenSimuladoQuestion(db, learner.producerId, question.id);
  if (alternativeIndex[body.alternative] >= question.alternatives.length) throw alternativeInvalidError();
  const answeredAt = Date.parse(body.answered_at);
  if (answeredAt > now + answeredAtSkewMs || answeredAt < now - answeredAtMaxAgeMs) throw answeredAtOutOfRangeError();
  const target = await answerTarget(db, learner, questionId, body);
  const correct = question.status === 'annulled' || body.alternative === question.correctLetter;
  const stats = await recordAnswer(db, {
    producerId: learner.producerId,
    userId: learner.userId,
    questionId: question.id,
    alternative: body.alternative,
    correct,
    mode: target.mode,
    practiceSessionId: target.practiceSessionId,
    trackId: target.trackId,
    timeSpentMs: body.time_spent_ms,
    idempotencyKey: body.idempotency_key,
    answeredAt: new Date(body.answered_at),
  });
  if (stats) {
    const answer = { alternative: body.alternative, correct, answered_at: new Date(body.answered_at) };
    return { created: true, result: revealAnswer(question, answer, stats, false) };
  }
  const earlier = await earlierAnswer(db, learner, question, body, target);
  return { created: false, result: revealAnswer(question, earlier.answer, earlier.stats, true) };
}
