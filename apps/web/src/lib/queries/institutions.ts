import type { Institution } from '@members/contract';
import { apiRequest } from '../api/api-request.ts';
import { useResource } from '../async/use-resource.ts';

/** The cache key of the institutions (one list for the sign-up and the profile). */
export const institutionKeys = { all: 'instituicoes' } as const;

/**
 * GET /api/instituicoes: Brazilian medical schools (public). Not parsed with institutionListSchema yet: the
 * sign-up's first paint carries no zod (forms load it on first validation, lib/forms/form-schemas).
 */
export function getInstitutions(signal?: AbortSignal): Promise<Institution[]> {
  return apiRequest<Institution[]>('/api/instituicoes', { signal });
}

/**
 * The institutions, loaded once per page load and shared by the sign-up and the profile (a failed load is tried
 * again by the next reader). Not a TanStack query on purpose: the sign-up's first paint does not carry the
 * query library (lib/async/use-resource).
 */
export function useInstitutions() {
  return useResource(institutionKeys.all, () => getInstitutions());
}
