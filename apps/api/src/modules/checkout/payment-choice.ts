import { boletoLifetimeDays, pixLifetimeMinutes, type InstallmentOption, type PaymentMethod } from '@members/contract';
import type { OfferRow } from '../../db/schema/index.ts';
import { offerInstallments } from '../offers/offer-mappers.ts';
import {
  cardMethodRequiredError,
  cardTokenRequiredError,
  installmentsInvalidError,
  methodNotAcceptedError,
} from './checkout.errors.ts';
import type { ChargeRequest, PaymentGateway } from './gateways/payment-gateway.ts';

/** How the buyer chose to pay (the create and retry bodies share these fields). */
export interface PaymentChoice {
  method: PaymentMethod;
  installments: number;
  card_token?: string | undefined;
  card_payment_method_id?: string | undefined;
  card_issuer_id?: string | undefined;
}

/** A card's fields of one charge (never stored): the token and, with Mercado Pago, its payment method and issuer. */
export type CardCharge = Pick<ChargeRequest, 'cardToken' | 'cardPaymentMethodId' | 'cardIssuerId'>;

/**
 * The installment option the buyer pays (its total is the amount charged), after the offer's rules: the method is
 * one the offer takes; installments only by card and at most the offer's maximum; a card comes with its token and,
 * with Mercado Pago, its payment method (the Payments API refuses a card without `payment_method_id`).
 */
export function chosenInstallment(
  offer: OfferRow,
  priceCents: number,
  choice: PaymentChoice,
  gateway: PaymentGateway['kind'],
): InstallmentOption {
  if (!offer.payment_methods.includes(choice.method)) throw methodNotAcceptedError();
  if (choice.method !== 'card' && choice.installments !== 1) throw installmentsInvalidError();
  const option = offerInstallments(offer, priceCents).find((item) => item.count === choice.installments);
  if (!option) throw installmentsInvalidError();
  if (choice.method === 'card' && !choice.card_token) throw cardTokenRequiredError();
  if (choice.method === 'card' && gateway === 'mercadopago' && !choice.card_payment_method_id) {
    throw cardMethodRequiredError();
  }
  return option;
}

export function cardChargeOf(choice: PaymentChoice): CardCharge {
  return {
    ...(choice.card_token === undefined ? {} : { cardToken: choice.card_token }),
    ...(choice.card_payment_method_id === undefined ? {} : { cardPaymentMethodId: choice.card_payment_method_id }),
    ...(choice.card_issuer_id === undefined ? {} : { cardIssuerId: choice.card_issuer_id }),
  };
}

/** When a PIX code or a boleto stops being payable; a card has no wait (its answer is immediate). */
export function paymentExpiry(method: PaymentMethod, now: Date): Date | null {
  if (method === 'pix') return new Date(now.getTime() + pixLifetimeMinutes * 60_000);
  if (method === 'boleto') return new Date(now.getTime() + boletoLifetimeDays * 86_400_000);
  return null;
}
