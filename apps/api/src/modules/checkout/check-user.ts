import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { requestLoginLink, type LinkRequestMail } from '../auth/link-requests.ts';
import { siteProducer } from '../auth/site-producer.ts';
import { loadOffer } from '../offers/offers.service.ts';

/**
 * POST /api/checkout/check-user: the offer must be the site's (404 otherwise); then the same answer for every
 * e-mail, at the same pace: the account's lookup and its sign-in link happen after the answer left. The link
 * brings the buyer back to this offer's checkout, signed in.
 */
export async function checkUser(
  db: Database,
  mail: LinkRequestMail,
  request: FastifyRequest,
  input: { email: string; offer_uuid: string },
): Promise<{ email: string }> {
  const producer = await siteProducer(db, request);
  await loadOffer(db, producer.id, input.offer_uuid);
  await requestLoginLink(db, mail, request, input.email, `/page/offer/${input.offer_uuid}/checkout`);
  return { email: input.email };
}
