import { describe, expect, it } from 'vitest';
import { orderStatusOf, refusalReasonOf } from './mercadopago-status.ts';

describe('Mercado Pago status in our words', () => {
  it.each([
    ['approved', 'accredited', 'paid'],
    ['pending', 'pending_waiting_transfer', 'pending'],
    ['in_process', 'pending_contingency', 'pending'],
    ['authorized', 'pending_capture', 'pending'],
    ['rejected', 'cc_rejected_other_reason', 'refused'],
    ['refunded', 'refunded', 'refunded'],
    ['charged_back', 'settled', 'chargeback'],
    ['cancelled', 'by_collector', 'cancelled'],
    ['cancelled', 'expired', 'expired'],
    ['in_mediation', 'in_mediation', 'paid'],
    [undefined, undefined, 'pending'],
  ] as const)('%s / %s → %s', (status, detail, expected) => {
    expect(orderStatusOf(status, detail)).toBe(expected);
  });

  it.each([
    ['cc_rejected_insufficient_amount', 'insufficient_funds'],
    ['cc_rejected_bad_filled_security_code', 'invalid_security_code'],
    ['cc_rejected_bad_filled_date', 'expired_card'],
    ['cc_rejected_high_risk', 'high_risk'],
    ['cc_rejected_call_for_authorize', 'card_declined'],
    ['cc_rejected_blacklist', 'card_declined'],
    ['rejected_by_regulations', 'other'],
    ['constructor', 'other'],
    [undefined, 'other'],
  ] as const)('refusal %s → %s', (detail, expected) => {
    expect(refusalReasonOf(detail)).toBe(expected);
  });
});
