import { readable, type RouteEntry } from './route-entry.ts';

/** The route table's offers, checkout, sandbox and webhook routes (issue 17): public, scoped by the site's producer or signed by a platform. */
export const purchaseRoutes: readonly RouteEntry[] = [
  // The sandbox gateway's dev page and pay button (only with PAYMENT_GATEWAY=sandbox, only locally).
  {
    methods: readable,
    url: '/dev/outbox',
    access: 'public',
    note: 'the dev page: only with the sandbox gateway, only locally',
  },
  {
    methods: ['POST'],
    url: '/api/dev/sandbox/payments/:id/pay',
    access: 'public',
    params: { id: '00000000-0000-4000-8000-000000000000' },
    note: "a sandbox payment's id: only with the sandbox gateway, only locally",
  },
  // Offers and checkout (issue 17): public, the site's producer; another producer's ids answer 404.
  {
    methods: readable,
    url: '/api/offers/products/:productId',
    access: 'public',
    ids: { 'params.productId': 'product' },
  },
  { methods: readable, url: '/api/offers/:uuid', access: 'public', ids: { 'params.uuid': 'offer' } },
  {
    methods: ['POST'],
    url: '/api/checkout/check-user',
    access: 'public',
    ids: { 'body.offer_uuid': 'offer' },
    body: { email: 'comprador@example.com' },
  },
  {
    methods: ['POST'],
    url: '/api/checkout/orders',
    access: 'public',
    ids: { 'body.offer_uuid': 'offer' },
    body: {
      buyer: { nome: 'Ana Souza', email: 'ana.souza@example.com', cpf: '529.982.247-25', telefone: '11912345678' },
      method: 'pix',
      installments: 1,
      idempotency_key: '{uuid}',
    },
  },
  { methods: readable, url: '/api/checkout/orders/:id', access: 'public', ids: { 'params.id': 'order' } },
  {
    methods: ['POST'],
    url: '/api/checkout/orders/:id/payments',
    access: 'public',
    ids: { 'params.id': 'order' },
    body: { method: 'pix', installments: 1, idempotency_key: '{uuid}' },
  },
  {
    methods: ['POST'],
    url: '/api/sandbox-gateway/card-tokens',
    access: 'public',
    body: { number: '4111 1111 1111 1111', holder: 'Ana Souza', expiry: '12/39', cvv: '123' },
    note: 'only with the sandbox gateway: stands in for a gateway card script, stores nothing',
  },
  {
    methods: readable,
    url: '/api/sandbox-gateway/boletos/:id',
    access: 'public',
    params: { id: '00000000-0000-4000-8000-000000000000' },
    note: "a sandbox boleto's PDF by its payment id: only with the sandbox gateway",
  },
  {
    methods: readable,
    url: '/api/files/covers/:name',
    access: 'public',
    ids: { 'params.name': 'cover' },
    note: 'public by design: catalog artwork',
  },

  // Sales platforms' webhooks: no session; the producer's secret with the platform signs each call.
  {
    methods: ['POST'],
    url: '/api/webhooks/:provider/:producer',
    access: 'public',
    params: { provider: 'hotmart', producer: '00000000-0000-4000-8000-000000000000' },
    note: "public by design: a platform's call, checked against the producer's secret (401 without it)",
  },
];
