/**
 * Hotmart's documented sample events, version 2.0.0, for the tests (not imported by the app).
 * Purchase events: https://developers.hotmart.com/docs/en/2.0.0/webhook/purchase-webhook/ (the same body Hotmart's
 * "send test" button posts; the approved and chargeback events share the transaction HP16015479281022).
 * Subscription cancellation: https://developers.hotmart.com/docs/en/2.0.0/webhook/cancel-subscription-webhook/
 */

const samplePurchaseData = {
  product: {
    id: 0,
    ucode: 'fb056612-bcc6-4217-9e6d-2a5d1110ac2f',
    name: 'Produto test postback2',
    warranty_date: '2017-12-27T00:00:00Z',
    support_email: 'support@hotmart.com.br',
    has_co_production: false,
    is_physical_product: false,
    content: {
      has_physical_products: true,
      products: [
        {
          id: 4774438,
          ucode: '559fef42-3406-4d82-b775-d09bd33936b1',
          name: 'How to Make Clear Ice',
          is_physical_product: false,
        },
        {
          id: 4999597,
          ucode: '099e7644-b7d1-43d6-82a9-ec6be0118a4b',
          name: 'Organizador de Poeira',
          is_physical_product: true,
        },
      ],
    },
  },
  affiliates: [{ affiliate_code: 'Q58388177J', name: 'Affiliate name' }],
  buyer: {
    email: 'testeComprador271101postman15@example.com',
    name: 'Teste Comprador',
    first_name: 'Teste',
    last_name: 'Comprador',
    checkout_phone_code: '999999999',
    checkout_phone: '99999999900',
    address: {
      city: 'Uberlândia',
      country: 'Brasil',
      country_iso: 'BR',
      state: 'Minas Gerais',
      neighborhood: 'Tubalina',
      zipcode: '38400123',
      address: 'Avenida Francisco Galassi',
      number: '10',
      complement: 'Perto do shopping',
    },
    document: '69526128664',
    document_type: 'CPF',
  },
  producer: { name: 'Producer Test Name', document: '12345678965', legal_nature: 'Pessoa Física' },
  commissions: [
    { value: 149.5, source: 'MARKETPLACE', currency_value: 'BRL' },
    { value: 1350.5, source: 'PRODUCER', currency_value: 'BRL' },
  ],
  purchase: {
    approved_date: 1511783346000,
    full_price: { value: 1500, currency_value: 'BRL' },
    price: { value: 1500, currency_value: 'BRL' },
    checkout_country: { name: 'Brasil', iso: 'BR' },
    order_bump: { is_order_bump: true, parent_purchase_transaction: 'HP02316330308193' },
    original_offer_price: { value: 1500, currency_value: 'BRL' },
    order_date: 1511783344000,
    status: 'APPROVED',
    transaction: 'HP16015479281022',
    payment: { installments_number: 12, type: 'CREDIT_CARD' },
    offer: { code: 'test', coupon_code: 'SHHUHA' },
    sckPaymentLink: 'sckPaymentLinkTest',
    is_funnel: false,
    business_model: 'I',
  },
  subscription: { status: 'ACTIVE', plan: { id: 123, name: 'plano de teste' }, subscriber: { code: 'I9OT62C3' } },
};

export const hotmartPurchaseApproved = {
  id: '545e7d21-8fc4-4906-8fba-dcd7889f6481',
  creation_date: 1763247745737,
  event: 'PURCHASE_APPROVED',
  version: '2.0.0',
  data: samplePurchaseData,
};

export const hotmartPurchaseChargeback = {
  id: '8b2839d3-8d3c-4dee-ad79-a487d7814d6d',
  creation_date: 1763247745854,
  event: 'PURCHASE_CHARGEBACK',
  version: '2.0.0',
  data: { ...samplePurchaseData, purchase: { ...samplePurchaseData.purchase, status: 'CHARGEBACK' } },
};

export const hotmartSubscriptionCancellation = {
  id: 'a2a1b7d0-5ad4-4b5b-9c37-2f5d0b7e8c11',
  creation_date: 1632411684009,
  event: 'SUBSCRIPTION_CANCELLATION',
  version: '2.0.0',
  data: {
    date_next_charge: 1617105600000,
    product: { name: 'Product name com ç e á', id: 788921 },
    actual_recurrence_value: 64.9,
    subscriber: {
      code: '0000aaaa',
      name: 'User name',
      email: 'teste@hotmart.com.br',
      phone: { dddPhone: '', phone: '', dddCell: '', cell: '' },
    },
    subscription: { id: 4148584, plan: { name: 'Subscription Plan Name', id: 114680 } },
    cancellation_date: 1609181285500,
  },
};
