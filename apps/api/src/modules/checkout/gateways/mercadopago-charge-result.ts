import type { Payment } from 'mercadopago';
import type { ChargeRequest, ChargeResult, PaymentState } from './payment-gateway.ts';
import { orderStatusOf, refusalReasonOf } from './mercadopago-status.ts';

export type MercadoPagoPayment = Awaited<ReturnType<Payment['get']>>;

/** Mercado Pago's QR code (a PNG, base64) as the SVG the checkout shows: the same image, not a redrawn code. */
function qrCodeSvg(pngBase64: string): string {
  const href = `data:image/png;base64,${pngBase64.replace(/[^A-Za-z0-9+/=]/g, '')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256"><image href="${href}" width="256" height="256"/></svg>`;
}

function expiresAtOf(payment: MercadoPagoPayment, request: ChargeRequest): string {
  const given = payment.date_of_expiration ? new Date(payment.date_of_expiration) : null;
  return (given && !Number.isNaN(given.getTime()) ? given : request.expiresAt).toISOString();
}

function gatewayIdOf(payment: MercadoPagoPayment): string {
  if (payment.id === undefined || payment.id === null) throw new Error('Mercado Pago answered a payment without id');
  return String(payment.id);
}

/** A created payment in our words: what the buyer is shown next (PIX code, boleto line, card, refusal reason). */
export function chargeResultOf(payment: MercadoPagoPayment, request: ChargeRequest): ChargeResult {
  const status = orderStatusOf(payment.status, payment.status_detail);
  const result: ChargeResult = {
    gatewayPaymentId: gatewayIdOf(payment),
    status: status === 'paid' || status === 'pending' ? status : 'refused',
  };
  const transactionData = payment.point_of_interaction?.transaction_data;
  const details = payment.transaction_details;
  if (request.method === 'pix' && transactionData?.qr_code) {
    result.pix = {
      copy_paste: transactionData.qr_code,
      qr_code_svg: transactionData.qr_code_base64 ? qrCodeSvg(transactionData.qr_code_base64) : '',
      expires_at: expiresAtOf(payment, request),
    };
  }
  if (request.method === 'boleto') {
    result.boleto = {
      digitable_line: details?.digitable_line ?? details?.barcode?.content ?? '',
      pdf_url: details?.external_resource_url ?? transactionData?.ticket_url ?? '',
      expires_at: expiresAtOf(payment, request),
    };
  }
  if (request.method === 'card') {
    result.card = { brand: payment.payment_method_id ?? '', last4: payment.card?.last_four_digits ?? '' };
    if (result.status === 'refused') result.refusalReason = refusalReasonOf(payment.status_detail);
  }
  return result;
}

/** A payment as Mercado Pago reports it now: its status in our words and our payment id (external reference). */
export function paymentStateOf(payment: MercadoPagoPayment): PaymentState {
  return {
    gatewayPaymentId: gatewayIdOf(payment),
    paymentId: payment.external_reference || null,
    status: orderStatusOf(payment.status, payment.status_detail),
  };
}
