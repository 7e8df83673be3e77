import type { CardInput, CardTokenResult } from './card-input.ts';

/**
 * The part of MercadoPago.js v2 (https://sdk.mercadopago.com/js/v2) the checkout uses, its core methods: the card
 * token, and the payment method of the card's BIN (its `id` and issuer go with the token to the Payments API).
 */
interface MercadoPagoCore {
  getPaymentMethods(query: { bin: string }): Promise<{
    results: { id: string; issuer?: { id: number | string } | null }[];
  }>;
  createCardToken(data: {
    cardNumber: string;
    cardholderName: string;
    cardExpirationMonth: string;
    cardExpirationYear: string;
    securityCode: string;
    identificationType: string;
    identificationNumber: string;
  }): Promise<{ id: string }>;
}

type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoCore;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

const mercadoPagoScriptUrl = 'https://sdk.mercadopago.com/js/v2';

let loading: Promise<MercadoPagoConstructor> | null = null;

/** Adds Mercado Pago's script once, on the first card payment (never in a first paint). */
function loadMercadoPago(): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = mercadoPagoScriptUrl;
    script.async = true;
    script.onload = () =>
      window.MercadoPago ? resolve(window.MercadoPago) : reject(new Error('MercadoPago.js did not load'));
    script.onerror = () => reject(new Error('MercadoPago.js could not be fetched'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // a failed load may succeed on the next try
    throw error;
  });
  return loading;
}

/**
 * The card's token from Mercado Pago's own script, with the payment method and issuer of its first 8 digits (the
 * BIN): the card number goes to Mercado Pago only. A BIN Mercado Pago does not know gives no method (the API then
 * answers checkout.card_method_required).
 */
export async function mercadoPagoCardToken(publicKey: string, card: CardInput): Promise<CardTokenResult> {
  const MercadoPago = await loadMercadoPago();
  const mp = new MercadoPago(publicKey, { locale: 'pt-BR' });
  const cardNumber = card.number.replace(/\D/g, '');
  const [month = '', year = ''] = card.expiry.split('/');
  const [methods, token] = await Promise.all([
    mp.getPaymentMethods({ bin: cardNumber.slice(0, 8) }),
    mp.createCardToken({
      cardNumber,
      cardholderName: card.holder.trim(),
      cardExpirationMonth: month.trim(),
      cardExpirationYear: `20${year.trim()}`,
      securityCode: card.cvv.trim(),
      identificationType: 'CPF',
      identificationNumber: card.cpf,
    }),
  ]);
  const method = methods.results[0];
  const issuerId = String(method?.issuer?.id ?? '');
  return {
    token: token.id,
    ...(method && /^[a-z_]{1,40}$/.test(method.id) ? { paymentMethodId: method.id } : {}),
    ...(/^\d{1,20}$/.test(issuerId) ? { issuerId } : {}),
  };
}
