import { casesInProgressSchema, type CasesInProgress } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { caseKeys } from './case-keys.ts';

/** GET /api/clinical-cases/in-progress: the cases to continue (home and /questoes link to them). */
export function getCasesInProgress(signal?: AbortSignal): Promise<CasesInProgress> {
  return apiRequest('/api/clinical-cases/in-progress', { schema: casesInProgressSchema, signal });
}

export const useCasesInProgress = () =>
  useQuery({ queryKey: caseKeys.inProgress(), queryFn: ({ signal }) => getCasesInProgress(signal) });
