import type { Attempt } from '@members/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { startOutbox, useOutboxStatus, type GroupStatus } from '../../../lib/outbox/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import { answerCounts, answerGroup, type AnswerCounts } from '../logic/answers.ts';
import { useExamAnswers, type ExamAnswers } from './use-exam-answers.ts';
import { useExamSubmit, type ExamSubmit } from './use-exam-submit.ts';

/** Refusals that mean the exam is over: the learner goes to the result. */
const examOverCodes = new Set(['simulados.deadline_passed', 'simulados.already_submitted']);

export interface ExamSession extends ExamAnswers {
  attempt: Attempt;
  questionIds: number[];
  counts: AnswerCounts;
  saving: GroupStatus;
  submitter: ExamSubmit;
  /** The countdown reached zero: submit for the learner. */
  expire: () => void;
}

/**
 * Everything both exam layouts share: the answers and their autosave, the save status, the counts for the
 * confirmation, submission (by the learner, at the deadline, or when a save is refused because the exam is over).
 */
export function useExamSession(attempt: Attempt): ExamSession {
  const { t } = useTranslation();
  const simuladoId = attempt.simulado_id;
  const submitter = useExamSubmit(simuladoId);
  const { submit, phase } = submitter;
  const automatic = useRef(false);
  useEffect(() => startOutbox(), []);

  const finish = useCallback(
    (byTime: boolean) => {
      automatic.current = byTime;
      void submit(byTime);
    },
    [submit],
  );
  const onRefused = useCallback(
    (error: unknown) => {
      showToast({ type: 'error', message: translateError(t, error) });
      if (isApiError(error) && examOverCodes.has(error.code)) finish(error.code === 'simulados.deadline_passed');
    },
    [finish, t],
  );
  const answers = useExamAnswers(attempt, { locked: phase !== 'idle' && phase !== 'failed', onRefused });
  const saving = useOutboxStatus(answerGroup(simuladoId));

  // A refusal of a write queued before a reload has no caller waiting: its code still ends the exam.
  const refusedCode = saving.errorCode;
  useEffect(() => {
    if (refusedCode && examOverCodes.has(refusedCode)) finish(refusedCode === 'simulados.deadline_passed');
  }, [finish, refusedCode]);

  // A submission that failed for the network is tried again when the connection returns.
  useEffect(() => {
    if (phase !== 'failed') return;
    const retry = () => void submit(automatic.current);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [phase, submit]);

  const questionIds = useMemo(() => attempt.questions.map((question) => question.id), [attempt.questions]);
  const counts = answerCounts(questionIds, answers.answers);
  const expire = useCallback(() => finish(true), [finish]);
  return { ...answers, attempt, questionIds, counts, saving, submitter, expire };
}
