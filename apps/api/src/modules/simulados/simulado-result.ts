import type { SimuladoResult } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { openSimuladoQuestions } from '../questions/open-simulado-questions.ts';
import { letterCounts, takerScores } from './peer-answers.repository.ts';
import { rankScore } from './ranking.ts';
import { attemptAnswers, type AnswerRow } from './simulado-answers.repository.ts';
import { cachedSimuladoQuestions, cachedSubjectPaths } from './simulado-content.cache.ts';
import { resultQuestions, scoresBySubject, withoutKey } from './result-questions.ts';
import type { AttemptRow, SimuladoRow } from './simulados.repository.ts';
import { percentOf } from './simulado-summary.ts';
import { resultUnavailableError } from './simulados.errors.ts';

/** Seconds between start and submission, at most the time limit. */
function timeUsedSeconds(attempt: Pick<AttemptRow, 'started_at' | 'submitted_at'>, timeLimitMinutes: number): number {
  const used = Math.round(
    ((attempt.submitted_at?.getTime() ?? attempt.started_at.getTime()) - attempt.started_at.getTime()) / 1000,
  );
  return Math.min(Math.max(0, used), timeLimitMinutes * 60);
}

/**
 * The result of a submitted attempt, compared with the simulado's other takers. Until the simulado closes (others
 * may still be sitting it), the questions come without their key: the learner's own score, position, choices and
 * score per grande área show at once, the correct letters and explanations from `closes_at`. A question another
 * open simulado also holds waits for that one's close too.
 */
export async function simuladoResult(
  db: Database,
  simulado: SimuladoRow,
  attempt: AttemptRow,
  now: Date,
  /** The attempt's answers when the caller holds them (its hand-in just graded them): not read again. */
  graded?: readonly AnswerRow[],
): Promise<SimuladoResult> {
  if (attempt.submitted_at === null) throw resultUnavailableError();
  const keyAvailable = now.getTime() >= simulado.closes_at.getTime();
  const [{ list: questions }, answers, scores, counts, paths, held] = await Promise.all([
    cachedSimuladoQuestions(db, simulado),
    graded ?? attemptAnswers(db, attempt.id),
    takerScores(db, simulado.id),
    // The takers' shares go out with the key only: while it is held back (the simulado open), no need to count them.
    keyAvailable ? letterCounts(db, simulado.id) : new Map<string, number>(),
    cachedSubjectPaths(db, simulado),
    openSimuladoQuestions(db, simulado.producer_id),
  ]);
  const ranking = rankScore(attempt.score ?? 0, scores);
  const chosen = new Map(answers.map((answer) => [answer.question_id, answer.alternative]));
  const marked = new Set(answers.filter((answer) => answer.marked).map((answer) => answer.question_id));
  const results = resultQuestions({ questions, chosen, marked, paths, letterCounts: counts, takers: ranking.takers });
  // A question's key waits for this simulado's close and for that of any other still open that holds it.
  const releaseOf = (questionId: number) =>
    Math.max(keyAvailable ? 0 : simulado.closes_at.getTime(), held.releasedAt.get(questionId) ?? 0);
  return {
    simulado_id: simulado.id,
    title: simulado.title,
    score: percentOf(attempt.score ?? 0),
    correct: attempt.correct ?? 0,
    answered: attempt.answered ?? 0,
    total: questions.length,
    time_used_seconds: timeUsedSeconds(attempt, simulado.time_limit_minutes),
    submitted_at: attempt.submitted_at.toISOString(),
    submitted_automatically: attempt.submitted_automatically,
    answer_key_available: keyAvailable,
    answer_key_released_at: simulado.closes_at.toISOString(),
    ...ranking,
    by_subject: scoresBySubject(results),
    questions: results.map((result) => {
      const release = releaseOf(result.question.id);
      return release > now.getTime() ? withoutKey(result, new Date(release)) : result;
    }),
  };
}
