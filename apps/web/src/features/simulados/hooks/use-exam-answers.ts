import type { AlternativeLetter, Attempt } from '@members/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueueWrite, useOutboxStore } from '../../../lib/outbox/index.ts';
import { answerOf, answerWrite, mergeAnswers, type AnswerMap, type AnswerState } from '../logic/answers.ts';
import { clockOffset } from '../logic/countdown.ts';

export interface ExamAnswers {
  answers: AnswerMap;
  choose: (questionId: number, letter: AlternativeLetter) => void;
  clear: (questionId: number) => void;
  toggleMark: (questionId: number) => void;
}

/**
 * The learner's answers: shown at once (local state, seeded from the server's answers and the writes still
 * queued on this device) and saved through the outbox, which persists them and retries until acknowledged.
 * `onRefused` hears of a write the server refused for good; `locked` ignores changes (while submitting). Each
 * answer says when it was made by the server's clock (the device's, corrected as the countdown is): the server
 * refuses times ahead of its own, and judges the grace after the deadline by them.
 */
export function useExamAnswers(
  attempt: Attempt,
  options: { locked: boolean; onRefused: (error: unknown) => void },
): ExamAnswers {
  const simuladoId = attempt.simulado_id;
  const [answers, setAnswers] = useState<AnswerMap>(() =>
    mergeAnswers(attempt.answers, useOutboxStore.getState().entries, simuladoId),
  );
  const [offset] = useState(() => clockOffset(attempt.server_now, Date.now()));
  const current = useRef(answers);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const save = useCallback(
    (questionId: number, change: (answer: AnswerState) => AnswerState) => {
      if (latest.current.locked) return;
      const before = answerOf(current.current, questionId);
      const next = change(before);
      if (next.alternative === before.alternative && next.marked === before.marked) return;
      current.current = { ...current.current, [questionId]: next };
      setAnswers(current.current);
      const write = answerWrite(simuladoId, questionId, next, new Date(Date.now() + offset), () => crypto.randomUUID());
      enqueueWrite(write).catch((error: unknown) => latest.current.onRefused(error));
    },
    [simuladoId, offset],
  );

  const choose = useCallback(
    (questionId: number, letter: AlternativeLetter) =>
      save(questionId, (answer) => ({ ...answer, alternative: letter })),
    [save],
  );
  const clear = useCallback(
    (questionId: number) => save(questionId, (answer) => ({ ...answer, alternative: null })),
    [save],
  );
  const toggleMark = useCallback(
    (questionId: number) => save(questionId, (answer) => ({ ...answer, marked: !answer.marked })),
    [save],
  );
  return { answers, choose, clear, toggleMark };
}
