import { applyFailedLogin, applyLoginResponse } from '../features/session/apply-login-response.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import type { QrDecision } from '../features/qr-login/index.ts';

/**
 * Spec §4, QR-code login, on the session: an accepted payload sets user, producer and the trimmed token,
 * logged and security become true (requests then carry X-App-Id); an expired link leaves the learner
 * logged out and removes the `user` cookie; a non-object payload leaves the learner logged out.
 */
export function applyQrDecision(decision: QrDecision): void {
  if (decision.kind === 'accepted') {
    const { user, produtor, token } = decision;
    applyLoginResponse(
      { user, produtor, token, roles: [], permissions: [], freemium: null, data_acesso: null },
      { security: true },
    );
  } else if (decision.kind === 'expired') {
    applyFailedLogin();
  } else {
    useSessionStore.getState().update({ logged: false });
  }
}
