import type { FastifyInstance } from 'fastify';
import type { PaymentRow } from '../../db/schema/index.ts';
import { sandboxAutopayJob } from './payments.plugin.ts';

/**
 * With the sandbox and SANDBOX_PIX_AUTOPAY_SECONDS: a pending PIX is queued to be paid that many seconds later (one
 * job per payment). Otherwise nothing: the dev page's button pays it.
 */
export function autopayAfterPending(app: FastifyInstance, seconds: number | undefined) {
  if (!seconds || app.payments.gateway.kind !== 'sandbox') return undefined;
  return async (payment: PaymentRow) => {
    if (payment.method !== 'pix') return;
    const runAt = new Date(Date.now() + seconds * 1000);
    await app.jobs.enqueue(sandboxAutopayJob, { paymentId: payment.id }, { runAt, key: `autopay:${payment.id}` });
  };
}
