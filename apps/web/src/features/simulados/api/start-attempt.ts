import { attemptSchema, type Attempt } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { attemptKey } from './get-attempt.ts';
import { simuladoKey } from './get-simulado.ts';
import { simuladosKey } from './get-simulados.ts';

/** POST /api/simulados/:id/attempt: starts the attempt (201) or answers the one in progress, same deadline (200). */
export function startAttempt(id: number): Promise<Attempt> {
  return apiRequest(`/api/simulados/${id}/attempt`, { method: 'POST', schema: attemptSchema });
}

/** Starts (or resumes) and keeps the attempt for the exam page; the list and details learn of it. */
export function useStartAttempt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAttempt(id),
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptKey(id), attempt);
      void queryClient.invalidateQueries({ queryKey: simuladosKey(), exact: true });
      void queryClient.invalidateQueries({ queryKey: simuladoKey(id), exact: true });
    },
  });
}
