import type { LoginResponse } from '@members/contract';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNewClientMutation } from '../api/post-new-client.ts';
import { authErrorText } from '../auth-error-text.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthLink } from './auth-links.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { CheckboxField } from './fields/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { PasswordField } from './fields/password-field.tsx';
import { SubmitButton } from './fields/submit-button.tsx';

export interface NewClientPageProps {
  /** The one-time token of the purchase e-mail (?token=). */
  token: string | undefined;
  onSignedIn: (response: LoginResponse) => void;
}

function NewClientForm({ token, onSignedIn }: { token: string; onSignedIn: (response: LoginResponse) => void }) {
  const { t } = useTranslation();
  const newClient = useNewClientMutation();
  // The contract's input type is `aceite_termo: true`; the unticked box starts false and the schema says why.
  const defaults = { token, password: '', password_confirmation: '', aceite_termo: false as unknown as true };
  const { form, formError, setFormError, failWith } = useAuthForm('newClient', defaults);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await newClient.mutateAsync(values));
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
      <CheckboxField
        label={t('auth.newClient.terms')}
        error={errors.aceite_termo?.message}
        {...form.register('aceite_termo')}
      />
      {formError ? <FormAlert>{authErrorText(t, formError)}</FormAlert> : null}
      {linkInvalid ? <AuthLink to="/auth/password-reset-selfcheckout">{t('auth.reset.askAgain')}</AuthLink> : null}
      <SubmitButton pending={isSubmitting}>{t('auth.newClient.submit')}</SubmitButton>
    </form>
  );
}

/** /auth/newClient and /newClient: a buyer's first access: choose a password, accept the terms → /courses. */
export function NewClientPage({ token, onSignedIn }: NewClientPageProps) {
  const { t } = useTranslation();
  return (
    <AuthPageFrame title={t('auth.newClient.title')} lead={token ? t('auth.newClient.text') : undefined}>
      {token ? (
        <NewClientForm token={token} onSignedIn={onSignedIn} />
      ) : (
        <>
          <FormAlert>{t('auth.newClient.noToken')}</FormAlert>
          <AuthLink to="/auth/password-reset-selfcheckout">{t('auth.reset.askAgain')}</AuthLink>
        </>
      )}
    </AuthPageFrame>
  );
}
