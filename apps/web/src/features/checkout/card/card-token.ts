import type { GatewayPublicConfig } from '@members/contract';
import type { CardInput, CardTokenResult } from './card-input.ts';
import { mercadoPagoCardToken } from './mercadopago-card-token.ts';
import { sandboxCardToken } from './sandbox-card-token.ts';

/** The card's token from the offer's gateway: the sandbox's stand-in, or Mercado Pago's script. */
export function cardToken(gateway: GatewayPublicConfig, card: CardInput): Promise<CardTokenResult> {
  return gateway.kind === 'mercadopago' ? mercadoPagoCardToken(gateway.public_key, card) : sandboxCardToken(card);
}
