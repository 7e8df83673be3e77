import { z } from 'zod';
import { currentPasswordField, emailField } from './account-fields.ts';
import { validationCodeField } from './auth.ts';

/**
 * POST /api/user/email-change: asks to move the account to `new_email`, proven by the current password.
 * The answer is 202 `{ status: 'accepted' }` whether or not another account of the producer uses the address:
 * a 6-digit code goes to the new address (or, when it is taken, a notice that someone tried to use it) and the
 * current address is told of the request. Nothing changes until the code is confirmed.
 */
export const emailChangeRequestSchema = z.object({
  new_email: emailField,
  password: currentPasswordField,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** POST /api/user/email-change/confirm: the code e-mailed to the new address → the user with the new e-mail. */
export const emailChangeConfirmSchema = z.object({
  code: validationCodeField,
});
export type EmailChangeConfirm = z.input<typeof emailChangeConfirmSchema>;

/** The code sent to the new address lasts 15 minutes (the e-mail and the web app say so). */
export const emailChangeCodeLifetimeMinutes = 15;
