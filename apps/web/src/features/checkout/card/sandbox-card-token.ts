import { apiRequest } from '../../../lib/api/api-request.ts';
import { checkoutSchemas } from '../api/load-schemas.ts';
import type { CardInput, CardTokenResult } from './card-input.ts';

/**
 * POST /api/sandbox-gateway/card-tokens: the built-in sandbox's stand-in for a gateway's card script (stores
 * nothing; 4111 1111 1111 1111 pays, 4000 0000 0000 0002 and …9995 are refused).
 */
export async function sandboxCardToken(card: CardInput): Promise<CardTokenResult> {
  const { token } = await apiRequest('/api/sandbox-gateway/card-tokens', {
    method: 'POST',
    body: { number: card.number, holder: card.holder, expiry: card.expiry, cvv: card.cvv },
    schema: checkoutSchemas().then((module) => module.sandboxCardTokenResponseSchema),
  });
  return { token };
}
