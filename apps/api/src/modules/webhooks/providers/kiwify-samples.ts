/**
 * Kiwify's sales webhook body for the tests (not imported by the app), with the fields its documentation names:
 * https://docs.kiwify.com.br/api-reference/webhooks/receiving (order_id, order_status, webhook_event_type, the
 * `signature` query parameter) and https://docs.kiwify.com.br/api-reference/webhooks/subscription-events
 * (subscription_id at the root, Subscription.status, Subscription.customer_access.access_until). The other fields
 * follow the body Kiwify's "test webhook" button sends (John Doe, order b6ba3959-…).
 */
export const kiwifyOrderApproved = {
  order_id: 'b6ba3959-30b5-44fc-a3e5-2c61e3d68ee5',
  order_ref: 'Gbm0hIF',
  order_status: 'paid',
  product_type: 'membership',
  payment_method: 'credit_card',
  store_id: 'Ah5P1Tb4qKz2YvX',
  payment_merchant_id: 84512033,
  installments: 12,
  card_type: 'mastercard',
  card_last4digits: '4242',
  card_rejection_reason: null,
  boleto_URL: null,
  boleto_barcode: null,
  boleto_expiry_date: null,
  pix_code: null,
  pix_expiration: null,
  sale_type: 'producer',
  created_at: '2031-01-10 12:00',
  updated_at: '2031-01-10 12:01',
  approved_date: '2031-01-10 12:01',
  refunded_at: null,
  webhook_event_type: 'order_approved',
  Product: { product_id: '5c5d7a10-5f4b-11ee-8c99-0242ac120002', product_name: 'Extensivo R1 Oftalmologia' },
  Customer: {
    full_name: 'John Doe',
    first_name: 'John',
    email: 'johndoe@example.com',
    mobile: '+5511999999999',
    CPF: '52998224725',
    ip: '200.150.100.50',
  },
  Commissions: {
    charge_amount: 199990,
    product_base_price: 199990,
    product_base_price_currency: 'BRL',
    kiwify_fee: 19999,
    currency: 'BRL',
    my_commission: 179991,
  },
  TrackingParameters: { src: null, sck: null, utm_source: null, utm_medium: null, utm_campaign: null, s1: null },
  subscription_id: '7f5e0a6c-2d3b-4c1e-9f80-6a7b8c9d0e1f',
  Subscription: {
    id: '7f5e0a6c-2d3b-4c1e-9f80-6a7b8c9d0e1f',
    start_date: '2031-01-10T12:01:00.000Z',
    next_payment: '2031-02-10T12:01:00.000Z',
    status: 'active',
    customer_access: { has_access: true, active_period: true, access_until: '2031-02-10T12:01:00.000Z' },
    plan: { id: 'a1b2c3d4', name: 'Mensal', frequency: 'monthly', qty_charges: 0 },
  },
};
