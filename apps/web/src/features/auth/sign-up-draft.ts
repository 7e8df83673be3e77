import type { FormInput } from '../../lib/forms/lazy-zod-resolver.ts';

export type SignUpDraft = FormInput<'signUp'>;

/**
 * What the learner typed in the sign-up form, kept in memory (never stored) from sending it until the code
 * confirms the account: "E-mail errado? Alterar e-mail" on the code screen brings the form back filled in,
 * to correct the address and send again (a new code goes to the new address). A reload forgets it.
 */
let draft: SignUpDraft | null = null;

export function keepSignUpDraft(values: SignUpDraft): void {
  draft = { ...values };
}

export function signUpDraft(): SignUpDraft | null {
  return draft;
}

export function forgetSignUpDraft(): void {
  draft = null;
}
