import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { authErrorText, LoginLinkLandingPage, LoginLinkRequestPage } from '../features/auth/index.ts';
import { applyFailedLogin } from '../features/session/apply-login-response.ts';
import { useTranslation } from '../lib/i18n/index.ts';
import { showToast } from '../lib/toast/show-toast.tsx';
import { QrLoginRoute } from './qr-login.tsx';
import { safeRedirect } from './safe-redirect.ts';
import { afterLoginPath, useSignedIn } from './use-signed-in.ts';

/**
 * /auth/login. With ?token=…&email=… (the e-mailed link): a button signs in → `redirect` (an internal path, e.g.
 * the checkout a buyer left) or /courses; an error goes to
 * /auth/newLogin with a toast (spec §7). Without them: the form that e-mails such a link.
 * With ?qr=…: the QR-code login landing (routes/qr-login.tsx) comes first.
 */
const route = getRouteApi('/shell/auth/login');

export function LoginLinkRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, email, qr, redirect } = route.useSearch();
  const signedIn = useSignedIn();
  if (qr) return <QrLoginRoute code={qr} />;
  if (!token || !email) return <LoginLinkRequestPage />;
  return (
    <LoginLinkLandingPage
      token={token}
      email={email}
      onSignedIn={(response) => signedIn(response, safeRedirect(redirect, afterLoginPath))}
      onFailed={(error) => {
        applyFailedLogin();
        showToast({ message: authErrorText(t, error), type: 'error', duration: 6000 });
        void navigate({ to: '/auth/newLogin', replace: true });
      }}
    />
  );
}
