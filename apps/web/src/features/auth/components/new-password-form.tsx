import type { LoginResponse } from '@members/contract';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { authErrorText } from '../auth-error-text.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { PasswordField } from './fields/password-field.tsx';
import { SubmitButton } from './fields/submit-button.tsx';

export interface NewPasswordFormProps {
  token: string;
  submitLabel: string;
  send: (body: { token: string; password: string; password_confirmation: string }) => Promise<LoginResponse>;
  onSignedIn: (response: LoginResponse) => void;
  /** Shown with an invalid or used link: how to get a new one. */
  invalidLinkAction: ReactNode;
}

/** New password twice (password reset, a buyer's first password) → signed in. */
export function NewPasswordForm({ token, submitLabel, send, onSignedIn, invalidLinkAction }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const { form, formError, setFormError, failWith } = useAuthForm('passwordReset', {
    token,
    password: '',
    password_confirmation: '',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await send(values));
    } catch (error) {
      failWith(error);
    }
  });

  const linkInvalid = isApiError(formError) && formError.code === 'auth.token_invalid';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PasswordField
        label={t('auth.newPassword')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      {formError ? (
        <FormAlert>
          {authErrorText(t, formError)} {linkInvalid ? invalidLinkAction : null}
        </FormAlert>
      ) : null}
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
