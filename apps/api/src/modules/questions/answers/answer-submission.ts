import type { AnswerResult, answerRequestSchema } from '@members/contract';
import type { z } from 'zod';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { questionAnswers, questionStats } from '../../../db/schema/index.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { recordAnswer } from './answer-batcher.ts';
import { revealAnswer } from './answer-reveal.ts';
import { answerTarget, type AnswerTarget } from './answer-target.ts';
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
async function earlierAnswer(db: Database, learner: Learner, question: QuestionContent, body: AnswerBody, target: AnswerTarget) {
  const sameKey = eq(questionAnswers.idempotency_key, body.idempotency_key);
  const item =
    target.practiceSessionId !== null
      ? eq(questionAnswers.practice_session_id, target.practiceSessionId)
      : target.trackId !== null
        ? eq(questionAnswers.track_id, target.trackId)
        : undefined;
  const [row] = await db
    .select({
      question_id: questionAnswers.question_id,
      alternative: questionAnswers.alternative,
      correct: questionAnswers.correct,
      answered_at: questionAnswers.answered_at,
      same_key: sql<boolean>`${sameKey}`,
      answers: questionStats.answers,
      stats_correct: questionStats.correct,
      letter_counts: questionStats.letter_counts,
    })
    .from(questionAnswers)
    .leftJoin(questionStats, eq(questionStats.question_id, question.id))
    .where(and(eq(questionAnswers.user_id, learner.userId), item ? or(sameKey, and(item, eq(questionAnswers.question_id, question.id))) : sameKey))
    .orderBy(desc(sql`${sameKey}`))
    .limit(1);
  if (!row) throw new Error(`answer ${body.idempotency_key} conflicted but no earlier answer was found`);
  if (row.same_key && (row.question_id !== question.id || row.alternative !== body.alternative)) throw idempotencyKeyReusedError();
  return { answer: row, stats: statsOf({ answers: row.answers, correct: row.stats_correct, letter_counts: row.letter_counts }) };
}

/**
 * POST /api/questions/:id/answers. One INSERT … ON CONFLICT DO NOTHING decides: a new answer is counted in the
 * same statement (201; answer-record.ts, through answer-batcher.ts); a retry with the same key, or an item
 * answered already, returns what is stored (200) and counts nothing, however many copies arrive at once.
 */
export async function submitAnswer(db: Database, learner: Learner, questionId: number, body: AnswerBody, now = Date.now()): Promise<SubmittedAnswer> {
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
