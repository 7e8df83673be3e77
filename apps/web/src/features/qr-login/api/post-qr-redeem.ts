import { apiRequest } from '../../../lib/api/api-request.ts';
import { getAppId } from '../../../lib/api/app-id.ts';

/**
 * POST /api/auth/qr/redeem (no session): spends the scanned code for a session bound to this browser's app
 * id. The answer is returned unchecked: decideQrLogin() judges it (spec §4).
 */
export function postQrRedeem(code: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/qr/redeem', {
    method: 'POST',
    body: { code: code.trim(), app_id: getAppId() },
  });
}
