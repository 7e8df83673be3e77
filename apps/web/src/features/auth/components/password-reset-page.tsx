import type { LoginResponse } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePasswordResetRequestMutation } from '../api/post-password-reset-request.ts';
import { usePasswordResetMutation } from '../api/post-password-reset.ts';
import { AuthLink } from './auth-links.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { EmailRequestForm } from './email-request-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

export interface PasswordResetPageProps {
  /** The e-mailed one-time token (?token=); without it, the page asks for the e-mail. */
  token: string | undefined;
  /** /auth/password-reset-selfcheckout: worded for a buyer choosing a first password. */
  selfcheckout: boolean;
  onSignedIn: (response: LoginResponse) => void;
}

/** /auth/password-reset and /auth/password-reset-selfcheckout: ask for the link, then set the password. */
export function PasswordResetPage({ token, selfcheckout, onSignedIn }: PasswordResetPageProps) {
  const { t } = useTranslation();
  const request = usePasswordResetRequestMutation();
  const reset = usePasswordResetMutation();
  const words = selfcheckout ? 'auth.selfcheckout' : 'auth.reset';
  const requestPath = selfcheckout ? '/auth/password-reset-selfcheckout' : '/auth/password-reset';
  if (token) {
    return (
      <AuthPageFrame title={t(`${words}.newTitle`)} lead={t(`${words}.newText`)}>
        <NewPasswordForm
          token={token}
          submitLabel={t(`${words}.save`)}
          send={reset.mutateAsync}
          onSignedIn={onSignedIn}
          invalidLinkAction={
            <Link to={requestPath} className="font-semibold underline">
              {t('auth.reset.askAgain')}
            </Link>
          }
        />
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame title={t(`${words}.title`)} lead={t(`${words}.text`)}>
      <EmailRequestForm
        schema="passwordResetRequest"
        send={(email) => request.mutateAsync({ email, selfcheckout: selfcheckout || undefined })}
        submitLabel={t('auth.reset.submit')}
        sentText={(email) => t('auth.reset.sent', { email })}
      />
      <AuthLink to="/auth/newLogin">{t('auth.reset.back')}</AuthLink>
    </AuthPageFrame>
  );
}
