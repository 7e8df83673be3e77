import { useNavigate } from '@tanstack/react-router';
import { QrLoginLanding } from '../features/qr-login/index.ts';
import { notifySignedIn } from '../lib/async/signed-in.ts';
import { applyQrDecision } from './apply-qr-decision.ts';
import { afterLoginPath } from './use-signed-in.ts';

/** /auth/login?qr=<code>: the scanning device signs in with the code, or explains why it cannot. */
export function QrLoginRoute({ code }: { code: string }) {
  const navigate = useNavigate();
  return (
    <QrLoginLanding
      code={code}
      onDecision={(decision) => {
        applyQrDecision(decision);
        if (decision.kind !== 'accepted') return;
        notifySignedIn(); // what caches the previous user's data drops it
        void navigate({ href: afterLoginPath, replace: true });
      }}
    />
  );
}
