import type { CardInput } from './card-input.ts';

/** The part of MercadoPago.js v2 (https://sdk.mercadopago.com/js/v2) the checkout uses: its core card token. */
interface MercadoPagoCore {
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

/** The card's token from Mercado Pago's own script: the card number goes to Mercado Pago only. */
export async function mercadoPagoCardToken(publicKey: string, card: CardInput): Promise<string> {
  const MercadoPago = await loadMercadoPago();
  const [month = '', year = ''] = card.expiry.split('/');
  const token = await new MercadoPago(publicKey, { locale: 'pt-BR' }).createCardToken({
    cardNumber: card.number.replace(/\D/g, ''),
    cardholderName: card.holder.trim(),
    cardExpirationMonth: month.trim(),
    cardExpirationYear: `20${year.trim()}`,
    securityCode: card.cvv.trim(),
    identificationType: 'CPF',
    identificationNumber: card.cpf,
  });
  return token.id;
}
