/**
 * Payments as Mercado Pago's Payments API answers them (POST /v1/payments, GET /v1/payments/:id), trimmed to the
 * documented fields the gateway reads. The outcome follows the request: `pix` is pending with its QR code,
 * `bolbradesco` pending with its line and PDF, a card token `rejected:<status_detail>` is rejected with that
 * detail, `unknown-token` answers 400 (cause 2006, "Card Token not found"), any other token is approved.
 */
export type FakePayment = Record<string, unknown> & { id: number; status: string; status_detail: string };
type FakeError = { error: string; status: number; message: string; cause: { code: number; description: string }[] };

/** A 1×1 PNG: the fake's stand-in for Mercado Pago's QR code image. */
const qrCodePng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function pixFields(id: string, amount: number): Record<string, unknown> {
  const value = amount.toFixed(2);
  return {
    payment_type_id: 'bank_transfer',
    point_of_interaction: {
      type: 'PIX',
      transaction_data: {
        qr_code: `00020126580014br.gov.bcb.pix0136b76aa9c2-2ec4-4110-954e-ebfe34f05b61520400005303986540${value.length}${value}5802BR5915MERCADO PAGO BR6009SAO PAULO62070503***6304E2CA`,
        qr_code_base64: qrCodePng,
        ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1234567&hash=5c6a0b2d`,
      },
    },
  };
}

function boletoFields(id: string): Record<string, unknown> {
  return {
    payment_type_id: 'ticket',
    transaction_details: {
      external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1234567&payment_method_id=bolbradesco&payment_id=${id}&payment_method_reference_id=10000000001&hash=7d4b5a3e`,
      digitable_line: '23793381286000782713695000063305891410000199990',
      barcode: { content: '23798914100001999903381260007827139500006330' },
    },
  };
}

function cardFields(): Record<string, unknown> {
  return { payment_type_id: 'credit_card', card: { first_six_digits: '503143', last_four_digits: '6351' } };
}

export function fakePaymentOf(
  id: string,
  body: Record<string, unknown>,
): { payment: FakePayment } | { error: FakeError } {
  const amount = Number(body.transaction_amount);
  const method = String(body.payment_method_id ?? 'master');
  const token = typeof body.token === 'string' ? body.token : null;
  if (token === 'unknown-token') {
    const cause = [{ code: 2006, description: 'Card Token not found' }];
    return { error: { error: 'bad_request', status: 400, message: 'Card Token not found', cause } };
  }
  const rejectedDetail = token?.startsWith('rejected:') ? token.slice('rejected:'.length) : null;
  const [status, statusDetail] =
    method === 'pix'
      ? ['pending', 'pending_waiting_transfer']
      : method === 'bolbradesco'
        ? ['pending', 'pending_waiting_payment']
        : rejectedDetail
          ? ['rejected', rejectedDetail]
          : ['approved', 'accredited'];
  const now = new Date().toISOString();
  const common = {
    id: Number(id),
    date_created: now,
    date_last_updated: now,
    date_approved: status === 'approved' ? now : null,
    date_of_expiration: body.date_of_expiration ?? null,
    status,
    status_detail: statusDetail,
    payment_method_id: method,
    currency_id: 'BRL',
    description: body.description,
    external_reference: body.external_reference,
    transaction_amount: amount,
    installments: body.installments ?? 1,
    live_mode: false,
    payer: body.payer,
    notification_url: body.notification_url ?? null,
  };
  const extra = method === 'pix' ? pixFields(id, amount) : method === 'bolbradesco' ? boletoFields(id) : cardFields();
  return { payment: { ...common, ...extra } };
}
