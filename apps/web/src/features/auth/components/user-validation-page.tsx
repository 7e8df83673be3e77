import type { LoginResponse } from '@members/contract';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useUserValidationMutation } from '../api/post-user-validation.ts';
import { authErrorText } from '../auth-error-text.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { FormAlert } from './fields/form-alert.tsx';
import { SubmitButton } from './fields/submit-button.tsx';
import { TextField } from './fields/text-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

export interface UserValidationPageProps {
  /** The address the code went to (?email=); asked for when missing. */
  email: string;
  /** Sign-up sent a code a moment ago (?sent=yes): "Reenviar código" waits its minute. */
  codeJustSent: boolean;
  onSignedIn: (response: LoginResponse) => void;
}

/** /auth/user-validation: the 6-digit code confirms the account and signs in. */
export function UserValidationPage({ email, codeJustSent, onSignedIn }: UserValidationPageProps) {
  const { t } = useTranslation();
  const validate = useUserValidationMutation();
  const { form, formError, setFormError, failWith } = useAuthForm('userValidation', { email, code: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await validate.mutateAsync(values));
    } catch (error) {
      failWith(error);
    }
  });

  const lead = email ? t('auth.validation.text', { email }) : t('auth.validation.textNoEmail');
  return (
    <AuthPageFrame title={t('auth.validation.title')} lead={lead}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {email ? null : (
          <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
        )}
        <TextField
          label={t('auth.validation.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...form.register('code')}
        />
        {formError ? <FormAlert>{authErrorText(t, formError)}</FormAlert> : null}
        <SubmitButton pending={isSubmitting}>{t('auth.validation.submit')}</SubmitButton>
      </form>
      <ResendCodeButton email={() => form.getValues('email').trim().toLowerCase()} justSent={codeJustSent} />
    </AuthPageFrame>
  );
}
