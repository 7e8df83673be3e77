import { installmentOptions, type OfferDetailResponse, type OrderView } from '@members/contract';

export const offerUuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const orderId = '9b2d3f4e-1a2b-4c5d-8e9f-0a1b2c3d4e5f';

/** R$ 1.999,90 in up to 12× interest-free: the issue's own example. */
export function makeOfferDetail(overrides: Partial<OfferDetailResponse['offer']> = {}): OfferDetailResponse {
  return {
    offer: {
      uuid: offerUuid,
      name: 'Extensivo R1 2027 — anual',
      product_id: '3f0c8a52-6a1e-4d3b-9a43-7f2b1c9e0d11',
      list_price_cents: 199_990,
      price_cents: 199_990,
      coupon_applied: null,
      installments: installmentOptions(199_990, 12, 12, 0),
      payment_methods: ['pix', 'boleto', 'card'],
      guarantee_days: 7,
      subscription_period: null,
      highlights: ['Aulas de clínica médica, cirurgia, pediatria, GO e preventiva'],
      sale: { channel: 'here' },
      ...overrides,
    },
    product: {
      id: '3f0c8a52-6a1e-4d3b-9a43-7f2b1c9e0d11',
      name: 'Extensivo Residência Médica R1',
      description: 'Preparação completa para as provas de acesso direto.',
      courses: [{ uuid: 'c1', name: 'Clínica Médica para R1' }],
      areas: ['questions', 'simulados'],
      access: { kind: 'days', days: 365 },
    },
    gateway: { kind: 'sandbox' },
  };
}

export function makeOrder(overrides: Partial<OrderView> = {}, payment: Partial<OrderView['payment']> = {}): OrderView {
  return {
    id: orderId,
    status: 'pending',
    offer_uuid: offerUuid,
    offer_name: 'Extensivo R1 2027 — anual',
    product_name: 'Extensivo Residência Médica R1',
    amount_cents: 199_990,
    created_at: '2026-11-28T12:00:00.000Z',
    payment: {
      id: 'p1',
      method: 'pix',
      status: 'pending',
      installments: 1,
      amount_cents: 199_990,
      pix: {
        copy_paste: '00020126580014br.gov.bcb.pix0136sandbox-pix-0001',
        qr_code_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
      boleto: null,
      card: null,
      refusal_reason: null,
      ...payment,
    },
    history: [{ status: 'pending', at: '2026-11-28T12:00:00.000Z' }],
    after_payment: null,
    ...overrides,
  };
}
