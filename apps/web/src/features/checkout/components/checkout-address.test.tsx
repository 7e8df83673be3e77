import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../lib/session/session-store.ts';
import { routeFetch, sentBodies, sentCalls } from '../../../test/route-fetch.ts';
import { makeOfferDetail, makeOrder, offerUuid } from '../test/purchase-fixtures.ts';
import { renderPurchase } from '../test/purchase-test-render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const path = `/page/offer/${offerUuid}/checkout`;
const mercadoPago = { ...makeOfferDetail(), gateway: { kind: 'mercadopago', public_key: 'TEST-pk-5f1c' } } as const;

async function fillBuyer() {
  await userEvent.type(screen.getByLabelText('Nome completo'), 'Ana Beatriz Souza');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana.souza@exemplo.com');
  await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
  await userEvent.type(screen.getByLabelText('Celular (WhatsApp)'), '11912345678');
}

describe("Checkout: the payer's address of a Mercado Pago boleto", () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState(initialSessionState);
    sessionStorage.clear();
  });

  it('shows the address only when the boleto is chosen on Mercado Pago', async () => {
    routeFetch({ [`/api/offers/${offerUuid}`]: jsonResponse(mercadoPago) });
    renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    await screen.findByLabelText('Nome completo');
    await userEvent.click(screen.getByRole('radio', { name: 'PIX' }));
    expect(screen.queryByTestId('address-fields')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Boleto' }));
    expect(screen.getByTestId('address-fields')).toBeInTheDocument();
    expect(screen.getByLabelText('CEP')).toBeInTheDocument();
    expect(screen.getByLabelText('UF').querySelectorAll('option')).toHaveLength(28);
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão' }));
    expect(screen.queryByTestId('address-fields')).toBeNull();
  });

  it('the sandbox boleto asks for no address', async () => {
    routeFetch({ [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()) });
    renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    await screen.findByLabelText('Nome completo');
    await userEvent.click(screen.getByRole('radio', { name: 'Boleto' }));
    expect(screen.getByText(/O boleto vence em 3 dias/)).toBeInTheDocument();
    expect(screen.queryByTestId('address-fields')).toBeNull();
    expect(screen.queryByLabelText('CEP')).toBeNull();
  });

  it('checks the address before sending, then sends it as buyer.endereco', async () => {
    const boleto = makeOrder(
      {},
      {
        method: 'boleto',
        pix: null,
        boleto: { digitable_line: '2379', pdf_url: 'https://mp.example/boleto', expires_at: '2026-12-01T03:00:00Z' },
      },
    );
    const fetchMock = routeFetch({
      [`/api/offers/${offerUuid}`]: jsonResponse(mercadoPago),
      'POST /api/checkout/orders': jsonResponse(boleto, 201),
    });
    renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    await screen.findByLabelText('Nome completo');
    await fillBuyer();
    await userEvent.click(screen.getByRole('radio', { name: 'Boleto' }));
    await userEvent.type(screen.getByLabelText('CEP'), '0131010');
    await userEvent.click(screen.getByRole('button', { name: /Gerar boleto/ }));
    expect(await screen.findByText('Digite os 8 números do CEP.')).toBeInTheDocument();
    expect(sentCalls(fetchMock)).not.toContain('POST /api/checkout/orders');

    await userEvent.type(screen.getByLabelText('CEP'), '0');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    await userEvent.type(screen.getByLabelText('Rua / avenida'), 'Avenida Paulista');
    await userEvent.type(screen.getByLabelText('Número'), '1578');
    await userEvent.type(screen.getByLabelText('Bairro'), 'Bela Vista');
    await userEvent.type(screen.getByLabelText('Cidade'), 'São Paulo');
    await userEvent.selectOptions(screen.getByLabelText('UF'), 'SP');
    await userEvent.click(screen.getByRole('button', { name: /Gerar boleto/ }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/checkout/orders')).toHaveLength(1));
    const [sent] = sentBodies(fetchMock, 'POST', '/api/checkout/orders');
    expect(sent).toMatchObject({
      method: 'boleto',
      buyer: {
        cpf: '52998224725',
        endereco: {
          cep: '01310100',
          logradouro: 'Avenida Paulista',
          numero: '1578',
          bairro: 'Bela Vista',
          cidade: 'São Paulo',
          uf: 'SP',
        },
      },
    });
  });
});
