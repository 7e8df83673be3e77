import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../lib/session/session-store.ts';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { makeOfferDetail, makeOrder, offerUuid, orderId } from '../test/purchase-fixtures.ts';
import { renderPurchase } from '../test/purchase-test-render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const path = `/page/offer/${offerUuid}/checkout`;
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

async function fillBuyer() {
  await userEvent.type(screen.getByLabelText('Nome completo'), 'Ana Beatriz Souza');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana.souza@exemplo.com');
  await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
  await userEvent.type(screen.getByLabelText('Celular (WhatsApp)'), '11912345678');
}

describe('CheckoutPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState(initialSessionState);
  });

  it('summarises the order in reais and lists the installments as the offer gives them', async () => {
    routeFetch({ [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()) });
    renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    const summary = await screen.findByTestId('order-summary');
    expect(nbsp(summary.textContent ?? '')).toContain('R$ 1.999,90');
    expect(summary).toHaveTextContent('Garantia de 7 dias');
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão' }));
    const select = screen.getByLabelText('Parcelas');
    const labels = [...select.querySelectorAll('option')].map((option) => nbsp(option.textContent ?? ''));
    expect(labels).toContain('12× de R$ 166,66 sem juros');
    expect(labels).toContain('1× de R$ 1.999,90 (à vista)');
  });

  it('a refused coupon says so and keeps the price; an accepted one shows the discount', async () => {
    routeFetch({
      [`/api/offers/${offerUuid}`]: ({ url }) => {
        const coupon = url.searchParams.get('coupon');
        if (coupon === 'VENCIDO')
          return jsonResponse({ error: { code: 'offers.coupon_invalid', message: 'Invalid coupon' } }, 422);
        if (coupon === 'R1MED') return jsonResponse(makeOfferDetail({ price_cents: 179_991, coupon_applied: 'R1MED' }));
        return jsonResponse(makeOfferDetail());
      },
    });
    renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    const coupon = await screen.findByLabelText(/Cupom de desconto/);
    await userEvent.type(coupon, 'vencido');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupom inválido ou expirado.')).toBeInTheDocument();
    expect(nbsp(screen.getByTestId('order-summary').textContent ?? '')).not.toContain('Desconto');
    await userEvent.clear(coupon);
    await userEvent.type(coupon, 'r1med');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupom R1MED aplicado.')).toBeInTheDocument();
    const summary = nbsp(screen.getByTestId('order-summary').textContent ?? '');
    expect(summary).toContain('Desconto (cupom R1MED)');
    expect(summary).toContain('R$ 1.799,91');
  });

  it('PIX: a double click sends one order; the QR code shows as an image; polling stops once paid', async () => {
    let reads = 0;
    const fetchMock = routeFetch({
      [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()),
      'POST /api/checkout/orders': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return jsonResponse(makeOrder(), 201);
      },
      [`/api/checkout/orders/${orderId}`]: () => {
        reads += 1;
        return jsonResponse(
          reads < 2
            ? makeOrder()
            : makeOrder({ status: 'paid', after_payment: { kind: 'check_email', email: 'ana.souza@exemplo.com' } }),
        );
      },
    });
    renderPurchase(<CheckoutPage uuid={offerUuid} pollMs={40} />, path);
    await screen.findByLabelText('Nome completo');
    await fillBuyer();
    await userEvent.click(screen.getByRole('radio', { name: 'PIX' }));
    const submit = screen.getByRole('button', { name: /Gerar PIX/ });
    await userEvent.dblClick(submit);
    const qr = await screen.findByRole('img', { name: 'QR code do PIX' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Copiar código')).toBeInTheDocument();
    expect(
      await screen.findByText(/Enviamos um link de acesso para ana.souza@exemplo.com/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const orders = sentBodies(fetchMock, 'POST', '/api/checkout/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      offer_uuid: offerUuid,
      method: 'pix',
      installments: 1,
      buyer: { nome: 'Ana Beatriz Souza', email: 'ana.souza@exemplo.com', cpf: '52998224725', telefone: '11912345678' },
    });
    const readsWhenPaid = reads;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads).toBe(readsWhenPaid);
  });

  it('a refused card explains why; the retry is a new payment of the same order, with a new key', async () => {
    const fetchMock = routeFetch({
      [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()),
      'POST /api/sandbox-gateway/card-tokens': ({ body }) =>
        jsonResponse({ token: `tok-${(body as { number: string }).number.slice(-4)}`, brand: 'visa', last4: '0002' }),
      'POST /api/checkout/orders': jsonResponse(
        makeOrder(
          { status: 'refused' },
          { method: 'card', status: 'refused', pix: null, refusal_reason: 'card_declined' },
        ),
        201,
      ),
      [`POST /api/checkout/orders/${orderId}/payments`]: jsonResponse(
        makeOrder(
          { status: 'paid', after_payment: { kind: 'check_email', email: 'ana.souza@exemplo.com' } },
          { method: 'card', status: 'paid', pix: null },
        ),
      ),
      [`/api/checkout/orders/${orderId}`]: jsonResponse(
        makeOrder(
          { status: 'refused' },
          { method: 'card', status: 'refused', pix: null, refusal_reason: 'card_declined' },
        ),
      ),
    });
    renderPurchase(<CheckoutPage uuid={offerUuid} pollMs={40} />, path);
    await screen.findByLabelText('Nome completo');
    await fillBuyer();
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão' }));
    await userEvent.type(screen.getByLabelText('Número do cartão'), '4000000000000002');
    await userEvent.type(screen.getByLabelText('Nome impresso no cartão'), 'ANA B SOUZA');
    await userEvent.type(screen.getByLabelText('Validade (MM/AA)'), '1130');
    await userEvent.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await userEvent.selectOptions(screen.getByLabelText('Parcelas'), '12');
    await userEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(
      await screen.findByText('Cartão recusado pelo banco emissor. Use outro cartão ou pague com PIX.'),
    ).toBeInTheDocument();
    // Above the form, far from the button: focused, so it is scrolled into view.
    await waitFor(() => expect(screen.getByTestId('card-refused')).toHaveFocus());
    const cardField = screen.getByLabelText('Número do cartão');
    await userEvent.clear(cardField);
    await userEvent.type(cardField, '4111111111111111');
    await userEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(await screen.findByTestId('order-paid')).toBeInTheDocument();
    const tokens = sentBodies(fetchMock, 'POST', '/api/sandbox-gateway/card-tokens');
    expect(tokens.map((body) => (body as { number: string }).number)).toEqual([
      '4000 0000 0000 0002',
      '4111 1111 1111 1111',
    ]);
    const first = sentBodies(fetchMock, 'POST', '/api/checkout/orders')[0] as Record<string, unknown>;
    const retries = sentBodies(fetchMock, 'POST', `/api/checkout/orders/${orderId}/payments`);
    expect(first).toMatchObject({ method: 'card', installments: 12, card_token: 'tok-0002' });
    expect(JSON.stringify(first)).not.toContain('4000');
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ method: 'card', installments: 12, card_token: 'tok-1111' });
    expect((retries[0] as { idempotency_key: string }).idempotency_key).not.toBe(first.idempotency_key);
  });

  it('what the buyer typed survives a reload, the card excepted', async () => {
    routeFetch({ [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()) });
    const first = renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    await screen.findByLabelText('Nome completo');
    await fillBuyer();
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão' }));
    await userEvent.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    first.view.unmount();
    renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    expect(await screen.findByLabelText('Nome completo')).toHaveValue('Ana Beatriz Souza');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Celular (WhatsApp)')).toHaveValue('(11) 91234-5678');
    expect(screen.getByRole('radio', { name: 'Cartão' })).toBeChecked();
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('');
    expect(JSON.stringify({ ...localStorage })).not.toContain('4111');
  });

  it('field errors are translated and the first gets the focus; a signed-in e-mail is read-only', async () => {
    useSessionStore.setState({
      token: 't',
      logged: true,
      user: { nome: 'Carla Mendes', email: 'carla@exemplo.com' } as never,
    });
    routeFetch({ [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()) });
    renderPurchase(<CheckoutPage uuid={offerUuid} />, path);
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveValue('carla@exemplo.com');
    expect(email).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await userEvent.click(screen.getByRole('button', { name: /Gerar PIX/ }));
    expect(await screen.findByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveFocus());
  });
});
