import type { BuyerAddress, PaymentMethod } from '@members/contract';
import { payerAddressRequiredError } from './checkout.errors.ts';
import type { PaymentGateway } from './gateways/payment-gateway.ts';

/**
 * The payer's address a new payment keeps (in its details, for the charge and its replays): Mercado Pago's boleto
 * requires one (payer.address, a Banco Central rule); every other payment keeps none (the buyer's data, minimised).
 * Required and missing: 422 with the buyer.endereco.* fields.
 */
export function payerAddressFor(
  gateway: PaymentGateway['kind'],
  method: PaymentMethod,
  address: BuyerAddress | undefined,
): { payer_address?: BuyerAddress } {
  if (method !== 'boleto' || gateway !== 'mercadopago') return {};
  if (!address) throw payerAddressRequiredError();
  return { payer_address: address };
}
