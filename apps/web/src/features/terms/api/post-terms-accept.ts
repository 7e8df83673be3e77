import { userResponseSchema, type UserResponse } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { termsQueryOptions } from './get-terms.ts';

/** POST /api/terms/accept: accepts the version the learner read (409 when a newer one exists). */
export function postTermsAccept(body: { version: number }): Promise<UserResponse> {
  return apiRequest('/api/terms/accept', { method: 'POST', body, schema: userResponseSchema });
}

export function useTermsAcceptMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTermsAccept,
    // Accepted, or outdated (409): either way the terms query is stale now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: termsQueryOptions().queryKey }),
  });
}
