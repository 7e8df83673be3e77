import type { BuyerAddress } from '@members/contract';
import type { Payment } from 'mercadopago';
import type { ChargeRequest } from './payment-gateway.ts';

type PaymentCreateBody = Parameters<Payment['create']>[0]['body'];

/**
 * Centavos as the number of reais Mercado Pago's `transaction_amount` takes. Built from the integer's digits
 * (199990 → "1999.90" → 1999.9), so the float is the one nearest the decimal amount and nothing was computed in it.
 */
export function reaisOf(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in centavos: ${cents}`);
  const remainder = cents % 100;
  return Number(`${(cents - remainder) / 100}.${String(remainder).padStart(2, '0')}`);
}

/** Mercado Pago's date format (`date_of_expiration`): milliseconds and São Paulo's offset (no DST since 2019). */
export function mercadoPagoDate(at: Date): string {
  return new Date(at.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
}

/** The payer's address as Mercado Pago names it (a boleto's required fields). */
function addressOf(address: BuyerAddress) {
  return {
    zip_code: address.cep,
    street_name: address.logradouro,
    street_number: address.numero,
    neighborhood: address.bairro,
    city: address.cidade,
    federal_unit: address.uf,
  };
}

function payerOf(buyer: ChargeRequest['buyer']): NonNullable<PaymentCreateBody['payer']> {
  const [first = '', ...rest] = buyer.nome.trim().split(/\s+/);
  return {
    email: buyer.email,
    first_name: first,
    last_name: rest.join(' '),
    identification: { type: 'CPF', number: buyer.cpf },
    phone: { area_code: buyer.phone.slice(0, 2), number: buyer.phone.slice(2) },
    ...(buyer.address ? { address: addressOf(buyer.address) } : {}),
  };
}

/**
 * The POST /v1/payments body of one charge (Checkout Transparente): PIX (`pix`, its QR code in
 * `point_of_interaction`), boleto (`bolbradesco`) or a card token of MercadoPago.js with its installments.
 * `external_reference` is our payment id: a notification's payment leads back to it.
 */
export function paymentBodyOf(request: ChargeRequest): PaymentCreateBody {
  const base: PaymentCreateBody = {
    transaction_amount: reaisOf(request.amountCents),
    description: request.description,
    external_reference: request.paymentId,
    payer: payerOf(request.buyer),
    ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
  };
  switch (request.method) {
    case 'pix':
      return { ...base, payment_method_id: 'pix', date_of_expiration: mercadoPagoDate(request.expiresAt) };
    case 'boleto':
      return { ...base, payment_method_id: 'bolbradesco', date_of_expiration: mercadoPagoDate(request.expiresAt) };
    case 'card':
      return {
        ...base,
        token: request.cardToken,
        installments: request.installments,
        ...(request.cardPaymentMethodId ? { payment_method_id: request.cardPaymentMethodId } : {}),
        ...(request.cardIssuerId && /^\d+$/.test(request.cardIssuerId)
          ? { issuer_id: Number(request.cardIssuerId) }
          : {}),
      };
  }
}
