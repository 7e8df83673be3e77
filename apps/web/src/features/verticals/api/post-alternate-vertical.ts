import {
  alternateVerticalLinkSentSchema,
  alternateVerticalResponseSchema,
  type AlternateVerticalResult,
} from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import type { ParsingSchema } from '../../../lib/api/response-schema.ts';

/** The 200 (`signed_in`) and the 202 (`link_sent`) have a contract schema each: the answer's outcome picks one. */
const alternateVerticalResult: ParsingSchema<AlternateVerticalResult> = {
  safeParse: (data) =>
    ((data as { outcome?: unknown } | null)?.outcome === 'link_sent'
      ? alternateVerticalLinkSentSchema
      : alternateVerticalResponseSchema
    ).safeParse(data),
};

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
  return apiRequest('/api/auth/alternateVertical', {
    method: 'POST',
    body: { email: email.trim(), device_name: 'mobile', vertical, produtor_slug: produtorSlug },
    schema: alternateVerticalResult,
  });
}

export function useAlternateVerticalMutation() {
  return useMutation({ mutationFn: postAlternateVertical });
}
