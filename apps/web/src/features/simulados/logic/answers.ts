import type { AlternativeLetter, SavedAnswer } from '@members/contract';
import { alternativeLetters } from '@members/contract';
import type { OutboxEntry } from '../../../lib/outbox/index.ts';

/** The learner's answer to one question as this page knows it. */
export interface AnswerState {
  alternative: AlternativeLetter | null;
  marked: boolean;
}
/** Answers by question id. */
export type AnswerMap = Readonly<Record<number, AnswerState>>;

const emptyAnswer: AnswerState = { alternative: null, marked: false };

/** The outbox group of a simulado's answers (one status indicator). */
export const answerGroup = (simuladoId: number) => `simulado:${simuladoId}`;

/** The queued write that saves an answer: a newer one for the same question replaces an unsent older one. */
export function answerWrite(
  simuladoId: number,
  questionId: number,
  answer: AnswerState,
  answeredAt: Date,
  newId: () => string,
) {
  const id = newId();
  return {
    id,
    method: 'PUT' as const,
    path: `/api/simulados/${simuladoId}/attempt/answers/${questionId}`,
    body: {
      alternative: answer.alternative,
      marked: answer.marked,
      idempotency_key: id,
      answered_at: answeredAt.toISOString(),
    },
    group: answerGroup(simuladoId),
    replaceKey: `simulado:${simuladoId}:${questionId}`,
  };
}

function isLetter(value: unknown): value is AlternativeLetter {
  return typeof value === 'string' && (alternativeLetters as readonly string[]).includes(value);
}

/** The answer a queued write carries, if it is one of this simulado's answer writes. */
function queuedAnswer(entry: OutboxEntry, simuladoId: number): { questionId: number; answer: AnswerState } | null {
  const match = new RegExp(`^/api/simulados/${simuladoId}/attempt/answers/(\\d+)$`).exec(entry.path);
  if (!match || typeof entry.body !== 'object' || entry.body === null) return null;
  const body = entry.body as { alternative?: unknown; marked?: unknown };
  const alternative = isLetter(body.alternative) ? body.alternative : null;
  return { questionId: Number(match[1]), answer: { alternative, marked: body.marked === true } };
}

/**
 * The answers to show after a (re)load: what the server saved, overridden by what this device still has queued
 * (newer by construction: it has not reached the server yet), in queue order.
 */
export function mergeAnswers(
  saved: readonly SavedAnswer[],
  queued: readonly OutboxEntry[],
  simuladoId: number,
): AnswerMap {
  const answers: Record<number, AnswerState> = {};
  for (const answer of saved) answers[answer.question_id] = { alternative: answer.alternative, marked: answer.marked };
  for (const entry of queued) {
    const found = queuedAnswer(entry, simuladoId);
    if (found) answers[found.questionId] = found.answer;
  }
  return answers;
}

export const answerOf = (answers: AnswerMap, questionId: number): AnswerState => answers[questionId] ?? emptyAnswer;

export interface AnswerCounts {
  answered: number;
  unanswered: number;
  marked: number;
}

/** How many of the exam's questions are answered, left blank and marked for review. */
export function answerCounts(questionIds: readonly number[], answers: AnswerMap): AnswerCounts {
  let answered = 0;
  let marked = 0;
  for (const id of questionIds) {
    const answer = answerOf(answers, id);
    if (answer.alternative !== null) answered += 1;
    if (answer.marked) marked += 1;
  }
  return { answered, unanswered: questionIds.length - answered, marked };
}
