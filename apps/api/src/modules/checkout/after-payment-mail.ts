import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { mailLoginLink, mailPasswordLink } from '../auth/account-mail.ts';
import type { SendInBackground } from '../auth/background-mail.ts';
import { findProducerById } from '../tenancy/request-producer.ts';
import { findUserById } from '../users/users.repository.ts';
import { paymentDetails } from './order-view.ts';
import { latestPayment } from './payments.repository.ts';

/**
 * The request the account mails read their link base from, standing in for the buyer's own (a payment may be
 * settled later by a job, a webhook or the dev page): only its Origin (the member-area address seen when the order
 * was made; account-mail checks it belongs to a vertical, and the producer's medmember_url wins) and a logger.
 */
function linkRequest(linkBase: string | null, log: FastifyBaseLogger): FastifyRequest {
  const standIn = { headers: linkBase ? { origin: linkBase } : {}, host: '', protocol: 'https', log };
  // The mail functions read only these fields of a request.
  return standIn as unknown as FastifyRequest;
}

/**
 * Once an order made without a session is paid: the buyer's e-mail gets the first-access link (an account
 * without a password yet: /auth/password-reset-selfcheckout) or a sign-in link (an active account).
 */
export async function mailAfterPayment(
  deps: { db: Database; send: SendInBackground; log: FastifyBaseLogger },
  order: OrderRow,
): Promise<void> {
  if (order.signed_in) return;
  const [producer, user, payment] = await Promise.all([
    findProducerById(deps.db, order.producer_id),
    findUserById(deps.db, order.producer_id, order.user_id),
    latestPayment(deps.db, order.id),
  ]);
  if (!producer || !user) return;
  const linkBase = payment ? (paymentDetails(payment).link_base ?? null) : null;
  const context = { db: deps.db, request: linkRequest(linkBase, deps.log), producer, send: deps.send };
  if (user.status === 'ativo' && user.password_hash) await mailLoginLink(context, user);
  else await mailPasswordLink(context, user, true);
}
