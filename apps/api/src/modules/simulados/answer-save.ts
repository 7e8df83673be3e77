import type { SaveAnswerRequest, SavedAnswer } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import type { Learner } from '../../plugins/learner.ts';
import { answerInTime, settleAttempt } from './attempt-expiry.ts';
import { toSavedAnswer } from './attempt-view.ts';
import { writeAnswer } from './simulado-answers.repository.ts';
import { cachedSimuladoQuestions } from './simulado-content.cache.ts';
import { findSimuladoWithAttempt, type AttemptRow } from './simulados.repository.ts';
import { answeredAtOutOfRangeError } from '../questions/questions.errors.ts';
import {
  alreadySubmittedError,
  alternativeInvalidError,
  attemptNotStartedError,
  deadlinePassedError,
} from './simulados.errors.ts';

/**
 * How far the client's time may stray from the server's when it says when it answered (the exam page corrects
 * its clock by the server's, so only the network's delay is left). The window of an answer time is the attempt
 * itself: not before it started, not after now; inside it, the time only decides the grace rule (an answer made
 * before the deadline is taken SIMULADO_GRACE_SECONDS after it) and which of two saves is the latest.
 */
const clockSkewMs = 5_000;

export interface SaveAnswerTarget {
  simuladoId: number;
  questionId: number;
}

function checkTiming(attempt: AttemptRow, answeredAt: Date, now: Date): void {
  if (
    answeredAt.getTime() < attempt.started_at.getTime() - clockSkewMs ||
    answeredAt.getTime() > now.getTime() + clockSkewMs
  ) {
    throw answeredAtOutOfRangeError();
  }
  if (!answerInTime(attempt.deadline, answeredAt, now)) throw deadlinePassedError();
}

/** Stores the answer (a newer one by the client's clock wins, a retry changes nothing); 409 once the attempt is submitted. */
async function upsertAnswer(
  db: Database,
  attemptId: number,
  questionId: number,
  body: SaveAnswerRequest,
  answeredAt: Date,
): Promise<SavedAnswer> {
  const values = {
    alternative: body.alternative,
    marked: body.marked ?? false,
    idempotency_key: body.idempotency_key,
    client_answered_at: answeredAt,
  };
  const stored = await writeAnswer(db, attemptId, questionId, values);
  if (!stored) throw alreadySubmittedError();
  return toSavedAnswer(stored);
}

/** PUT /api/simulados/:id/attempt/answers/:questionId: autosaves one answer (or clears it, or marks it). */
export async function saveAnswer(
  db: Database,
  learner: Learner,
  target: SaveAnswerTarget,
  body: SaveAnswerRequest,
  now: Date,
): Promise<SavedAnswer> {
  // Two round trips: the simulado with the learner's attempt, then the write (the questions are cached).
  const { simulado, attempt: found } = await findSimuladoWithAttempt(db, learner, target.simuladoId);
  if (!simulado.question_ids.includes(target.questionId)) throw notFoundError('No such question in this simulado');
  const question = (await cachedSimuladoQuestions(db, simulado)).byId.get(target.questionId);
  if (!question) throw notFoundError('No such question in this simulado');
  const letters = question.alternatives.map((alternative) => alternative.letter);
  if (body.alternative !== null && !letters.includes(body.alternative)) throw alternativeInvalidError();
  if (!found) throw attemptNotStartedError();
  const attempt = await settleAttempt(db, found, now);
  // Time ran out (and the server handed the attempt in): the learner reads that the deadline passed.
  if (attempt.submitted_at !== null && attempt.submitted_automatically && now > attempt.deadline)
    throw deadlinePassedError();
  if (attempt.submitted_at !== null) throw alreadySubmittedError();
  const answeredAt = new Date(body.answered_at);
  checkTiming(attempt, answeredAt, now);
  return upsertAnswer(db, attempt.id, target.questionId, body, answeredAt);
}
