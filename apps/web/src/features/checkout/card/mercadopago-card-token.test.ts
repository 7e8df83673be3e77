import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Loader from './mercadopago-card-token.ts';

/** A fresh module per test: the loader remembers its script for the page's life. */
let mercadoPagoCardToken: typeof Loader.mercadoPagoCardToken;
const mercadoPagoScriptUrl = 'https://sdk.mercadopago.com/js/v2';

const card = { number: '5031 4332 1540 6351', holder: ' Ana Souza ', expiry: '11/30', cvv: '123', cpf: '52998224725' };

describe('mercadoPagoCardToken', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ mercadoPagoCardToken } = await import('./mercadopago-card-token.ts'));
  });

  afterEach(() => {
    delete window.MercadoPago;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('asks the script already on the page for a token, with the card as Mercado Pago names its fields', async () => {
    const createCardToken = vi.fn().mockResolvedValue({ id: 'tok_mp_1' });
    const constructed = vi.fn();
    window.MercadoPago = class {
      constructor(key: string, options?: { locale?: string }) {
        constructed(key, options);
      }
      createCardToken = createCardToken;
    };
    await expect(mercadoPagoCardToken('TEST-public-key', card)).resolves.toBe('tok_mp_1');
    expect(constructed).toHaveBeenCalledWith('TEST-public-key', { locale: 'pt-BR' });
    expect(createCardToken).toHaveBeenCalledWith({
      cardNumber: '5031433215406351',
      cardholderName: 'Ana Souza',
      cardExpirationMonth: '11',
      cardExpirationYear: '2030',
      securityCode: '123',
      identificationType: 'CPF',
      identificationNumber: '52998224725',
    });
  });

  it('loads the script on demand (once), then tokenises', async () => {
    const pending = mercadoPagoCardToken('TEST-key', card);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${mercadoPagoScriptUrl}"]`);
    expect(script).not.toBeNull();
    window.MercadoPago = class {
      createCardToken = vi.fn().mockResolvedValue({ id: 'tok_after_load' });
    };
    script?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe('tok_after_load');
  });

  it('a script that cannot be fetched fails the payment attempt, and the next attempt tries again', async () => {
    const first = mercadoPagoCardToken('TEST-key', card);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be fetched/);
    const second = mercadoPagoCardToken('TEST-key', card);
    expect(document.head.querySelectorAll(`script[src="${mercadoPagoScriptUrl}"]`)).toHaveLength(2);
    window.MercadoPago = class {
      createCardToken = vi.fn().mockResolvedValue({ id: 'tok_retry' });
    };
    document.head.querySelectorAll('script')[1]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe('tok_retry');
  });
});
