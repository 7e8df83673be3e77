import type { AlternateVerticalResult } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export interface AlternateVerticalInput {
  email: string;
  /** The account chosen: its vertical's slug and its producer's slug (a vertical may have several). */
  vertical: string;
  produtorSlug: string;
}

/**
 * POST /api/auth/alternateVertical (spec §7; e-mail trimmed, device "mobile"): the chosen account's login
 * response (`signed_in`), or `link_sent` when the API e-mailed that account a sign-in link instead.
 */
export function postAlternateVertical({
  email,
  vertical,
  produtorSlug,
}: AlternateVerticalInput): Promise<AlternateVerticalResult> {
  return apiRequest<AlternateVerticalResult>('/api/auth/alternateVertical', {
    method: 'POST',
    body: { email: email.trim(), device_name: 'mobile', vertical, produtor_slug: produtorSlug },
  });
}

export function useAlternateVerticalMutation() {
  return useMutation({ mutationFn: postAlternateVertical });
}
