import type { CardRefusalReason, OrderStatus } from '@members/contract';

/**
 * Mercado Pago's payment `status` / `status_detail` in our words (Payments API, "status" and "status_detail" of
 * GET /v1/payments/:id). A PIX or boleto nobody paid in time ends `cancelled` with detail `expired`: for us it
 * expired (the buyer may try again), it was not cancelled.
 */
export function orderStatusOf(status: string | undefined, statusDetail: string | undefined): OrderStatus {
  switch (status) {
    // in_mediation: a dispute opened on an approved payment, still paid until it ends in a refund or chargeback.
    case 'approved':
    case 'in_mediation':
      return 'paid';
    case 'rejected':
      return 'refused';
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'chargeback';
    case 'cancelled':
      return statusDetail === 'expired' ? 'expired' : 'cancelled';
    default:
      // pending, in_process, authorized (and any status Mercado Pago adds later): not paid yet.
      return 'pending';
  }
}

const refusalByDetail = new Map<string, CardRefusalReason>([
  ['cc_rejected_insufficient_amount', 'insufficient_funds'],
  ['cc_rejected_bad_filled_security_code', 'invalid_security_code'],
  ['cc_rejected_bad_filled_date', 'expired_card'],
  ['cc_rejected_high_risk', 'high_risk'],
  ['rejected_high_risk', 'high_risk'],
]);

/** Why a rejected card payment was refused, from its `status_detail`; any other card rejection is a decline. */
export function refusalReasonOf(statusDetail: string | undefined): CardRefusalReason {
  if (!statusDetail) return 'other';
  const known = refusalByDetail.get(statusDetail);
  if (known) return known;
  return statusDetail.startsWith('cc_rejected_') ? 'card_declined' : 'other';
}
