import { z } from 'zod';

/**
 * Stable, dotted error codes. The API answers them in `{ error: { code, message } }`;
 * the web app translates them by code (`errors.<code>` in the locale catalogs).
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code);
 * no code imports the list itself.
 */
export const errorCodes = [
  'common.bad_request',
  'common.validation_failed',
  'common.malformed_json',
  'common.unsupported_media_type',
  'common.payload_too_large',
  'common.not_found',
  'common.method_not_allowed',
  'common.precondition_failed',
  'common.rate_limited',
  'common.forbidden_origin',
  'common.service_unavailable',
  'common.database_unavailable',
  'common.internal',
  'common.network',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    /** Extra data, e.g. `redirect`: where the web app goes after a 401. */
    data: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Error codes of the accounts and sessions module (translated by the web app under `errors.<code>`).
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code);
 * no code imports the list itself.
 */
export const authErrorCodes = [
  'auth.invalid_credentials',
  'auth.unauthenticated',
  'auth.session_superseded',
  'auth.session_expired',
  'auth.app_id_required',
  'auth.xsrf_mismatch',
  'auth.too_many_attempts',
  'auth.token_invalid',
  'auth.code_invalid',
  'auth.code_expired',
  'auth.code_attempts_exceeded',
  'auth.code_limit_reached',
  'auth.code_guess_limit_reached',
  'auth.account_unconfirmed',
  'auth.no_account_in_vertical',
  'auth.password_wrong',
  'auth.email_unchanged',
  'auth.email_change_unavailable',
  'profile.email_change_needs_confirmation',
  'auth.terms_version_outdated',
  'profile.avatar_invalid_image',
  'profile.avatar_too_large',
] as const;
