import type { RunState } from '@members/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { startOutbox } from '../../../../lib/outbox/index.ts';
import { useRunPending } from '../../api/run-pending.ts';
import { runKey, runQueryOptions, startRun } from '../../api/run-query.ts';
import { sendCommit, sendDecision, sendFinish } from '../../api/run-writes.ts';
import { decisionBody, type DecisionIntent } from '../../logic/run-decisions.ts';
import { overlayPending } from '../../logic/run-overlay.ts';

/** A refusal the screen explains: its error code, and whether the state was reloaded because of it. */
export interface RunNotice {
  code: string;
  reloaded: boolean;
}

/** Codes after which the state on screen is stale (another device moved on): reload it and say so. */
const staleCodes = new Set([
  'clinical_cases.stage_committed',
  'clinical_cases.stage_not_current',
  'clinical_cases.decision_final',
  'clinical_cases.idempotency_conflict',
  'clinical_cases.option_not_in_stage',
]);

const codeOf = (error: unknown) => (isApiError(error) ? error.code : 'common.internal');

/**
 * The run of a case: the server's state (GET run) with the queued writes on top, and the learner's actions, every
 * write through the outbox. After a commit, the committed stage's results stay shown (`reviewing`) until "Próxima
 * etapa". Writes left queued by an earlier page (a reload) are sent by the outbox; once they are, the state is
 * read again, since their answers went to no one.
 */
export function useRunSession(caseId: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(runQueryOptions(caseId));
  const pending = useRunPending(caseId);
  const [notice, setNotice] = useState<RunNotice | null>(null);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const inFlight = useRef(0);
  const data = query.data;
  const shown = data ? overlayPending(data, pending) : null;
  const target = data ? { caseId, attemptId: data.attempt_id } : null;

  useEffect(() => startOutbox(), []);

  const accept = (state: RunState | undefined) => {
    if (state) client.setQueryData(runKey(caseId), state);
  };
  const reload = () => client.invalidateQueries({ queryKey: runKey(caseId), exact: true });
  const track = <T>(promise: Promise<T>) => {
    inFlight.current += 1;
    return promise.finally(() => {
      inFlight.current -= 1;
    });
  };
  const fail = (error: unknown) => {
    const code = codeOf(error);
    const reloaded = staleCodes.has(code);
    setNotice({ code, reloaded });
    void reload();
  };

  // Writes an earlier page left queued: once sent (their answers went to no one), read the state again, after any
  // read in flight (it may have been answered before them).
  const pendingCount = pending.length;
  const previousPending = useRef(pendingCount);
  const staleAfterDrain = useRef(false);
  const fetching = query.fetchStatus !== 'idle';
  useEffect(() => {
    if (previousPending.current > 0 && pendingCount === 0 && inFlight.current === 0) staleAfterDrain.current = true;
    previousPending.current = pendingCount;
    if (staleAfterDrain.current && !fetching) {
      staleAfterDrain.current = false;
      void reload();
    }
  });

  const decide = (intent: DecisionIntent) => {
    if (!target) return;
    setNotice(null);
    void track(sendDecision(target, decisionBody(intent))).then(accept, fail);
  };

  const commit = (stageId: number) => {
    if (!target) return;
    setNotice(null);
    setReviewing(stageId);
    void track(sendCommit(target, stageId)).then(accept, (error: unknown) => {
      setReviewing(null);
      fail(error);
    });
  };

  const toDebrief = () => {
    void client.invalidateQueries({ queryKey: ['user', 'clinical-cases'] });
    void navigate({ to: '/casos-clinicos/$id', params: { id: String(caseId) } });
  };
  const finish = () => {
    if (!target) return;
    setNotice(null);
    void track(sendFinish(target)).then(toDebrief, (error: unknown) => {
      if (codeOf(error) === 'clinical_cases.attempt_finished') toDebrief();
      else fail(error);
    });
  };

  const start = useMutation({
    mutationFn: () => startRun(caseId),
    onSuccess: (state) => {
      client.setQueryData(runKey(caseId), state);
      void client.invalidateQueries({ queryKey: ['user', 'clinical-cases'], exact: false, refetchType: 'none' });
    },
  });

  return {
    query,
    shown,
    notice,
    dismissNotice: () => setNotice(null),
    reviewing,
    next: () => setReviewing(null),
    decide,
    commit,
    finish,
    start,
  };
}

export type RunSession = ReturnType<typeof useRunSession>;
