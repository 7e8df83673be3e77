/**
 * An Eduzz invoice event for the tests (not imported by the app), in the Developer Hub's webhook v3 shape
 * (https://developers.eduzz.com/, webhooks: `myeduzz.invoice_paid`, `myeduzz.invoice_refunded`,
 * `myeduzz.invoice_chargeback`, `myeduzz.invoice_canceled`; signed in the `x-signature` header).
 */
export const eduzzInvoicePaid = {
  id: 'c9ef2a4e-6f1b-4d43-9a7e-1b8e6f0d2a11',
  event: 'myeduzz.invoice_paid',
  sentDate: '2031-01-10T15:01:00.000Z',
  data: {
    id: '48213377',
    status: 'paid',
    createdAt: '2031-01-10T15:00:00.000Z',
    paidAt: '2031-01-10T15:01:00.000Z',
    buyer: { id: '9981234', name: 'Marina Tavares', email: 'marina.tavares@example.com', cellphone: '+5531999990000' },
    items: [{ productId: '2317745', name: 'Revisão R1 Oftalmologia', price: { currency: 'BRL', value: 1999.9 } }],
    paid: { currency: 'BRL', value: 1999.9 },
    transaction: { id: 'tr-48213377' },
  },
};
