import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { storeSubmission, submitAttempt } from '../api/submit-attempt.ts';
import { answerGroup } from '../logic/answers.ts';
import { markAutoSubmitted } from './auto-submitted-flag.ts';
import { waitForDrain } from './wait-for-drain.ts';

type SubmitPhase = 'idle' | 'draining' | 'submitting' | 'failed';

export interface ExamSubmit {
  phase: SubmitPhase;
  /** Answers still on their way while draining. */
  pending: number;
  error: unknown;
  /** The submission running (or failed) is the automatic one, at the end of the time. */
  automatic: boolean;
  /** Sends what is queued, then submits and opens the result. `automatic`: time ran out. */
  submit: (automatic: boolean) => Promise<void>;
}

/**
 * Submission: first every queued answer reaches the server (the outbox drains), then POST submit (idempotent: the
 * server may already have submitted at the deadline), then the result page. Runs once at a time.
 */
export function useExamSubmit(simuladoId: number): ExamSubmit {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [automaticRun, setAutomaticRun] = useState(false);
  const running = useRef(false);

  const submit = useCallback(
    async (automatic: boolean) => {
      if (running.current) return;
      running.current = true;
      setError(null);
      setAutomaticRun(automatic);
      setPhase('draining');
      await waitForDrain(answerGroup(simuladoId), setPending);
      setPhase('submitting');
      const openResult = () =>
        navigate({ to: '/questoes/simulado/detalhes/$id', params: { id: String(simuladoId) }, replace: true });
      try {
        storeSubmission(queryClient, simuladoId, await submitAttempt(simuladoId));
      } catch (failure) {
        // The server answered for good (e.g. the attempt was submitted and closed elsewhere): the result page tells.
        const settled = isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.status !== 401;
        if (!(automatic && settled)) {
          running.current = false;
          setError(failure);
          setPhase('failed');
          return;
        }
      }
      if (automatic) markAutoSubmitted(simuladoId);
      await openResult();
    },
    [navigate, queryClient, simuladoId],
  );
  return { phase, pending, error, automatic: automaticRun, submit };
}
