import {
  simuladoResultSchema,
  type SimuladoDetail,
  type SimuladoResult,
  type SimuladoSummary,
} from '@members/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { attemptKey } from './get-attempt.ts';
import { resultKey } from './get-result.ts';
import { simuladoKey } from './get-simulado.ts';
import { simuladosKey } from './get-simulados.ts';

/** POST /api/simulados/:id/attempt/submit: submits (a repeat answers the same result; the server may have done it). */
export function submitAttempt(id: number): Promise<SimuladoResult> {
  return apiRequest(`/api/simulados/${id}/attempt/submit`, { method: 'POST', schema: simuladoResultSchema });
}

function submitted<T extends SimuladoSummary>(simulado: T, result: SimuladoResult): T {
  if (!simulado.attempt) return simulado;
  return {
    ...simulado,
    attempt: { ...simulado.attempt, status: 'submitted', submitted_at: result.submitted_at, score: result.score },
  };
}

/**
 * After submitting: the result is known and the cached details and list say "submitted" at once (so the details
 * page opens on the result, not on "Continuar"), then the details and list refresh from the server (the result
 * is as fresh as it gets: resultFreshMs).
 */
export function storeSubmission(queryClient: QueryClient, id: number, result: SimuladoResult): void {
  queryClient.setQueryData(resultKey(id), result);
  queryClient.setQueryData<SimuladoDetail>(simuladoKey(id), (old) => (old ? submitted(old, result) : old));
  queryClient.setQueryData<SimuladoSummary[]>(simuladosKey(), (old) =>
    old?.map((item) => (item.id === id ? submitted(item, result) : item)),
  );
  queryClient.removeQueries({ queryKey: attemptKey(id) });
  void queryClient.invalidateQueries({ queryKey: simuladosKey(), exact: true });
  void queryClient.invalidateQueries({ queryKey: simuladoKey(id), exact: true });
}
