import type { AlternateVerticalResponse } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export interface AlternateVerticalInput {
  email: string;
  /** The slug of the vertical to sign into. */
  vertical: string;
}

/** POST /api/auth/alternateVertical (spec §7): the same e-mail's account in another vertical; e-mail trimmed. */
export function postAlternateVertical({ email, vertical }: AlternateVerticalInput): Promise<AlternateVerticalResponse> {
  return apiRequest<AlternateVerticalResponse>('/api/auth/alternateVertical', {
    method: 'POST',
    body: { email: email.trim(), device_name: 'mobile', vertical },
  });
}

export function useAlternateVerticalMutation() {
  return useMutation({ mutationFn: postAlternateVertical });
}
