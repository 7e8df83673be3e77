import { validationCodeLifetimeMinutes, type LoginResponse } from '@members/contract';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useUserValidationMutation } from '../api/post-user-validation.ts';
import { authErrorText } from '../auth-error-text.ts';
import { forgetSignUpDraft } from '../sign-up-draft.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthLink } from './auth-links.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { SubmitButton } from './fields/submit-button.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

export interface UserValidationPageProps {
  /** The address the code went to (?email=); asked for when missing. */
  email: string;
  /** Sign-up sent a code a moment ago (?sent=yes): "Reenviar código" waits its minute. */
  codeJustSent: boolean;
  onSignedIn: (response: LoginResponse) => void;
}

/**
 * /auth/user-validation: the 6-digit code confirms the account and signs in. Never a dead end: the code's
 * lifetime is said, a wrong address goes back to the sign-up form (filled in) to be corrected, and the
 * learner may sign in with the password instead and confirm later.
 */
export function UserValidationPage({ email, codeJustSent, onSignedIn }: UserValidationPageProps) {
  const { t } = useTranslation();
  const validate = useUserValidationMutation();
  const { form, formError, setFormError, failWith } = useAuthForm('userValidation', { email, code: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await validate.mutateAsync(values);
      forgetSignUpDraft();
      onSignedIn(response);
    } catch (error) {
      failWith(error);
    }
  });

  const minutes = validationCodeLifetimeMinutes;
  const lead = email ? t('auth.validation.text', { email, minutes }) : t('auth.validation.textNoEmail', { minutes });
  return (
    <AuthPageFrame title={t('auth.validation.title')} lead={lead}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {email ? null : (
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
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
      <nav
        aria-label={t('auth.login.other')}
        className="flex flex-col items-start gap-1 text-sm text-gray-700 dark:text-gray-200"
      >
        <p className="flex flex-wrap items-center gap-x-1">
          {t('auth.validation.wrongEmail')} <AuthLink to="/auth/signUp">{t('auth.validation.changeEmail')}</AuthLink>
        </p>
        <p className="flex flex-wrap items-center gap-x-1">
          {t('auth.validation.later')} <AuthLink to="/auth/newLogin">{t('auth.validation.login')}</AuthLink>
        </p>
      </nav>
    </AuthPageFrame>
  );
}
