import type { Institution } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useResource } from '../../../lib/async/use-resource.ts';

/** GET /api/instituicoes: Brazilian medical schools for the sign-up form (public). */
export function getInstitutions(signal?: AbortSignal): Promise<Institution[]> {
  return apiRequest<Institution[]>('/api/instituicoes', { signal });
}

/** The institutions, loaded once per page load (a failed load is tried again by the next reader). */
export function useInstitutions() {
  return useResource('instituicoes', () => getInstitutions());
}
