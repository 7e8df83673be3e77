import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runKey, startRun } from './run-query.ts';
import { caseKeys } from './case-keys.ts';

/**
 * "Começar caso" / "Continuar" / "Refazer como prática": POST /api/clinical-cases/:id/attempts (the run page's
 * call), then the run page opens on the state it answered (kept under the run's key) and the lists refresh.
 */
export function useStartCase(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => startRun(id),
    onSuccess: (state) => {
      client.setQueryData(runKey(id), state);
      void client.invalidateQueries({ queryKey: caseKeys.detail(id) });
      void client.invalidateQueries({ queryKey: caseKeys.overview() });
      void client.invalidateQueries({ queryKey: caseKeys.inProgress() });
    },
  });
}
