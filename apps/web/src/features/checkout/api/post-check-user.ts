import { apiRequest } from '../../../lib/api/api-request.ts';
import { checkoutSchemas } from './load-schemas.ts';

/**
 * POST /api/checkout/check-user: the e-mail first. The same answer whether an account exists or not; an existing
 * account gets a sign-in link by e-mail.
 */
export function postCheckUser(email: string, offerUuid: string): Promise<{ email: string }> {
  return apiRequest('/api/checkout/check-user', {
    method: 'POST',
    body: { email, offer_uuid: offerUuid },
    schema: checkoutSchemas().then((module) => module.checkUserResponseSchema),
  });
}
