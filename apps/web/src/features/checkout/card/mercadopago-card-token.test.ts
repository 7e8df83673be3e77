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

  it("asks the script already on the page for a token and the BIN's method, as Mercado Pago names its fields", async () => {
    const createCardToken = vi.fn().mockResolvedValue({ id: 'tok_mp_1' });
    const getPaymentMethods = vi.fn().mockResolvedValue({
      paging: { total: 1, limit: 30, offset: 0 },
      results: [{ id: 'master', payment_type_id: 'credit_card', issuer: { id: 24, name: 'Mastercard' } }],
    });
    const constructed = vi.fn();
    window.MercadoPago = class {
      constructor(key: string, options?: { locale?: string }) {
        constructed(key, options);
      }
      createCardToken = createCardToken;
      getPaymentMethods = getPaymentMethods;
    };
    await expect(mercadoPagoCardToken('TEST-public-key', card)).resolves.toEqual({
      token: 'tok_mp_1',
      paymentMethodId: 'master',
      issuerId: '24',
    });
    expect(constructed).toHaveBeenCalledWith('TEST-public-key', { locale: 'pt-BR' });
    expect(getPaymentMethods).toHaveBeenCalledWith({ bin: '50314332' });
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
      getPaymentMethods = vi.fn().mockResolvedValue({ results: [{ id: 'visa', issuer: { id: '25' } }] });
    };
    script?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toEqual({ token: 'tok_after_load', paymentMethodId: 'visa', issuerId: '25' });
  });

  it('a script that cannot be fetched fails the payment attempt, and the next attempt tries again', async () => {
    const first = mercadoPagoCardToken('TEST-key', card);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be fetched/);
    const second = mercadoPagoCardToken('TEST-key', card);
    expect(document.head.querySelectorAll(`script[src="${mercadoPagoScriptUrl}"]`)).toHaveLength(2);
    window.MercadoPago = class {
      createCardToken = vi.fn().mockResolvedValue({ id: 'tok_retry' });
      getPaymentMethods = vi.fn().mockResolvedValue({ results: [{ id: 'elo', issuer: { id: 1049 } }] });
    };
    document.head.querySelectorAll('script')[1]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toEqual({ token: 'tok_retry', paymentMethodId: 'elo', issuerId: '1049' });
  });

  it('a BIN Mercado Pago does not know (or an odd answer) gives the token alone', async () => {
    const answers = [
      { results: [] },
      { results: [{ id: 'Visa Crédito', issuer: { id: 'x1' } }] },
      { results: [{ id: 'debvisa', issuer: null }] },
    ];
    const getPaymentMethods = vi.fn();
    window.MercadoPago = class {
      createCardToken = vi.fn().mockResolvedValue({ id: 'tok_alone' });
      getPaymentMethods = getPaymentMethods;
    };
    const seen: unknown[] = [];
    for (const answer of answers) {
      getPaymentMethods.mockResolvedValueOnce(answer);
      seen.push(await mercadoPagoCardToken('TEST-key', card));
    }
    expect(seen).toEqual([
      { token: 'tok_alone' },
      { token: 'tok_alone' },
      { token: 'tok_alone', paymentMethodId: 'debvisa' },
    ]);
  });
});
