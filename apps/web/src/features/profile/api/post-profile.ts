import { userResponseSchema, type UserResponse } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import type { ProfileFormOutput } from '../profile-form-values.ts';

/** POST /api/user/profile: only the fields sent change; the others keep their stored value (spec §4). */
export function postProfile(changes: Partial<ProfileFormOutput>): Promise<UserResponse> {
  return apiRequest('/api/user/profile', { method: 'POST', body: changes, schema: userResponseSchema });
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: postProfile });
}
