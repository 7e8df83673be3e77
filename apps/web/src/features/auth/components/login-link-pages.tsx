import { accountLinkLifetimeMinutes, type LoginResponse } from '@members/contract';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useLoginLinkMutation } from '../api/post-login-link.ts';
import { useLoginUrlMutation } from '../api/post-login-url.ts';
import { AuthLink } from './auth-links.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { EmailRequestForm } from './email-request-form.tsx';
import { SubmitButton } from './fields/submit-button.tsx';

/** /auth/login without a token: "Receber link de acesso por e-mail". */
export function LoginLinkRequestPage() {
  const { t } = useTranslation();
  const request = useLoginLinkMutation();
  return (
    <AuthPageFrame title={t('auth.linkRequest.title')} lead={t('auth.linkRequest.text')}>
      <EmailRequestForm
        schema="loginLinkSend"
        send={(email) => request.mutateAsync({ email })}
        submitLabel={t('auth.linkRequest.submit')}
        sentText={(email) => t('auth.linkRequest.sent', { email, minutes: accountLinkLifetimeMinutes })}
      />
      <AuthLink to="/auth/newLogin">{t('auth.reset.back')}</AuthLink>
    </AuthPageFrame>
  );
}

export interface LoginLinkLandingPageProps {
  token: string;
  email: string;
  onSignedIn: (response: LoginResponse) => void;
  onFailed: (error: unknown) => void;
}

/**
 * /auth/login?token=…&email=…, where the e-mailed link lands. Only the button spends the one-time token:
 * mail scanners open links, so nothing is posted on page load.
 */
export function LoginLinkLandingPage({ token, email, onSignedIn, onFailed }: LoginLinkLandingPageProps) {
  const { t } = useTranslation();
  const redeem = useLoginUrlMutation();
  return (
    <AuthPageFrame title={t('auth.linkLanding.title')} lead={t('auth.linkLanding.text', { email: email.trim() })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          redeem.mutate({ token, email }, { onSuccess: onSignedIn, onError: onFailed });
        }}
      >
        <SubmitButton pending={redeem.isPending || redeem.isSuccess}>{t('auth.linkLanding.submit')}</SubmitButton>
      </form>
    </AuthPageFrame>
  );
}
