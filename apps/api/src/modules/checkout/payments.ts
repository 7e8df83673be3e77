import type { PaymentGateway, PaymentState } from './gateways/payment-gateway.ts';
import type { Database } from '../../db/database.ts';
import type { SettledInTransaction, SettleOutcome } from './payment-settle.ts';

/** The app's payments (payments.plugin.ts): the configured gateway, and how a gateway's answer reaches an order. */
export interface Payments {
  gateway: PaymentGateway;
  /**
   * Applies a gateway's payment state to our payment and order (one transaction locking the order; paid → access,
   * refund / chargeback / cancellation of a paid order → revoked); idempotent. `source` names who told us.
   */
  settle(state: PaymentState, source: string): Promise<SettleOutcome>;
  /** `settle` inside the caller's transaction; the caller runs `afterCommit` once it committed. */
  settleWithin(tx: Database, state: PaymentState, source: string): Promise<SettledInTransaction>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}
