import { userResponseSchema, type UserResponse } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** POST /api/user/avatar: the cropped picture's bytes as the body, typed image/webp (or jpeg, png). */
export function postAvatar(picture: Blob): Promise<UserResponse> {
  return apiRequest('/api/user/avatar', { method: 'POST', body: picture, schema: userResponseSchema });
}

export function useAvatarMutation() {
  return useMutation({ mutationFn: postAvatar });
}
