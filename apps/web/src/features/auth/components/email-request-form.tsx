import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { authErrorText } from '../auth-error-text.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { SubmitButton } from './fields/submit-button.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';

export interface EmailRequestFormProps {
  /** Which contract schema checks the e-mail (both are `{ email }`). */
  schema: 'passwordResetRequest' | 'loginLinkSend';
  send: (email: string) => Promise<unknown>;
  submitLabel: string;
  /** The neutral confirmation, the same whether or not an account exists. */
  sentText: (email: string) => string;
}

/** One e-mail field for the calls that always answer 202 (reset link, login link): then a neutral note. */
export function EmailRequestForm({ schema, send, submitLabel, sentText }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formError, setFormError, failWith } = useAuthForm(schema, { email: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    setSentTo(null);
    try {
      await send(email);
      setSentTo(email);
    } catch (error) {
      failWith(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {sentTo ? <FormAlert tone="success">{sentText(sentTo)}</FormAlert> : null}
      {formError ? <FormAlert>{authErrorText(t, formError)}</FormAlert> : null}
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
