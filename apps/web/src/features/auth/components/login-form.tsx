import type { LoginResponse } from '@members/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useLightForm } from '../../../lib/forms/use-light-form.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useLoginMutation } from '../api/post-login.ts';
import { authErrorText } from '../auth-error-text.ts';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { PasswordField } from './fields/password-field.tsx';
import { SubmitButton } from './fields/submit-button.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';

export interface LoginFormProps {
  onSignedIn: (response: LoginResponse) => void;
  /** A refused login (spec §4: logged becomes false, the user cookie goes). */
  onFailed: () => void;
}

const loginResolver = lazyZodResolver('login');
const fieldNames = ['email', 'password'] as const;

/**
 * E-mail and password; errors by code under each field or above the button (429: how long to wait). On
 * the first paint of the app, so on the light form hook (use-light-form.ts), not react-hook-form.
 */
export function LoginForm({ onSignedIn, onFailed }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLoginMutation();
  const form = useLightForm(loginResolver, { email: '', password: '' });
  const [formError, setFormError] = useState<unknown>(null);
  const { errors, isSubmitting } = form.formState;
  const alertId = useId();
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const password = form.register('password');

  // A refused login (wrong password, too many attempts) takes the focus to the password, selected to be typed
  // again, with the error as its description (and announced: role alert): not left on the page's body.
  useEffect(() => {
    if (!formError) return;
    passwordInput.current?.focus();
    passwordInput.current?.select();
  }, [formError]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch (error) {
      onFailed();
      setFormError(applyServerFieldErrors(error, fieldNames, form.setError) ? null : error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        describedBy={formError ? alertId : undefined}
        {...password}
        ref={(input: HTMLInputElement | null) => {
          password.ref(input);
          passwordInput.current = input;
        }}
      />
      {formError ? <FormAlert id={alertId}>{authErrorText(t, formError)}</FormAlert> : null}
      <SubmitButton pending={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
