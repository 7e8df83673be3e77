import { z } from 'zod';

/**
 * Stable, dotted error codes. The API answers them in `{ error: { code, message } }`;
 * the web app translates them by code (`errors.<code>` in the locale catalogs).
 */
export const errorCodes = [
  'common.bad_request',
  'common.validation_failed',
  'common.malformed_json',
  'common.unsupported_media_type',
  'common.payload_too_large',
  'common.not_found',
  'common.method_not_allowed',
  'common.rate_limited',
  'common.forbidden_origin',
  'common.service_unavailable',
  'common.internal',
  'common.network',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
