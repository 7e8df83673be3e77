import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { QrLoginLanding } from '../features/qr-login/index.ts';
import { applyQrDecision } from './apply-qr-decision.ts';
import { afterLoginPath } from './use-signed-in.ts';

/** /auth/login?qr=<code>: the scanning device signs in with the code, or explains why it cannot. */
export function QrLoginRoute({ code }: { code: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <QrLoginLanding
      code={code}
      onDecision={(decision) => {
        applyQrDecision(decision);
        if (decision.kind !== 'accepted') return;
        queryClient.removeQueries({ queryKey: ['user'] });
        void navigate({ href: afterLoginPath, replace: true });
      }}
    />
  );
}
