import type { OfferDetailResponse, OrderView, PaymentMethod } from '@members/contract';
import { useRef } from 'react';
import { postOrder, postRetryPayment } from '../api/orders.ts';
import { cardToken } from '../card/card-token.ts';
import { needsPayerAddress, type CheckoutFormOutput } from '../forms/checkout-resolver.ts';

export interface CheckoutSubmitOptions {
  detail: OfferDetailResponse;
  coupon: string | null;
  /** An order whose payment was refused or expired: the next submit is a new payment of it. */
  retryOrderId: string | null;
  onOrder: (order: OrderView) => void;
}

/**
 * The checkout's submit: one idempotency key per intent, made on the first submit and kept until an answer
 * settles it, so a double click or a retry after a network failure sends the same key (the API answers the same
 * order: one payment). Changing the form is a new intent (`newIntent`). The card goes to the gateway's tokeniser
 * first; only its token (with Mercado Pago, also the card's payment method and issuer) reaches the order.
 */
export function useCheckoutSubmit({ detail, coupon, retryOrderId, onOrder }: CheckoutSubmitOptions) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  const submit = async (values: CheckoutFormOutput): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const idempotencyKey = (key.current ??= crypto.randomUUID());
      const method = values.method as PaymentMethod;
      const installments = method === 'card' ? Number(values.installments) || 1 : 1;
      const card =
        method === 'card'
          ? await cardToken(detail.gateway, {
              number: values.cardNumber,
              holder: values.cardHolder,
              expiry: values.cardExpiry,
              cvv: values.cardCvv,
              cpf: values.cpf,
            })
          : undefined;
      const endereco = needsPayerAddress(detail.gateway.kind, method)
        ? {
            cep: values.cep,
            logradouro: values.logradouro,
            numero: values.numero,
            bairro: values.bairro,
            cidade: values.cidade,
            uf: values.uf,
          }
        : undefined;
      const payment = {
        method,
        installments,
        idempotency_key: idempotencyKey,
        ...(card ? { card_token: card.token } : {}),
        ...(card?.paymentMethodId ? { card_payment_method_id: card.paymentMethodId } : {}),
        ...(card?.issuerId ? { card_issuer_id: card.issuerId } : {}),
      };
      const order = retryOrderId
        ? await postRetryPayment(retryOrderId, { ...payment, ...(endereco ? { buyer: { endereco } } : {}) })
        : await postOrder({
            ...payment,
            offer_uuid: detail.offer.uuid,
            buyer: {
              nome: values.nome,
              email: values.email,
              cpf: values.cpf,
              telefone: values.telefone,
              ...(endereco ? { endereco } : {}),
            },
            ...(coupon ? { coupon } : {}),
          });
      key.current = null;
      onOrder(order);
    } finally {
      inFlight.current = false;
    }
  };
  return {
    submit,
    /** The buyer changed something: the next submit is another intent (a new key). */
    newIntent: () => {
      if (!inFlight.current) key.current = null;
    },
  };
}
