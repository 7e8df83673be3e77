import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { mailLoginLink, mailPasswordLink } from './account-mail.ts';
import type { AfterReply } from './after-reply.ts';
import type { SendInBackground } from './background-mail.ts';
import { siteProducer } from './site-producer.ts';

/** What an e-mailed link request needs: the mailer, and the queue of work done after the answer left. */
export interface LinkRequestMail {
  send: SendInBackground;
  afterReply: AfterReply;
}

/**
 * Asks for a sign-in link: the site's producer is checked now (404 when none), the account's lookup and the
 * link only after the answer left, so the answer is the same whatever the e-mail. Unconfirmed accounts get no
 * link: one may be a squatter's sign-up waiting for its code.
 */
export async function requestLoginLink(
  db: Database,
  mail: LinkRequestMail,
  request: FastifyRequest,
  email: string,
  returnTo?: string,
): Promise<void> {
  const producer = await siteProducer(db, request);
  mail.afterReply(request, 'login_link', async () => {
    const user = await findUserByEmail(db, producer.id, email);
    if (user?.status === 'ativo') await mailLoginLink({ db, request, producer, send: mail.send }, user, returnTo);
  });
}

/** Asks for a password link (first-access wording when `firstAccess`), answered the same whatever the e-mail. */
export async function requestPasswordLink(
  db: Database,
  mail: LinkRequestMail,
  request: FastifyRequest,
  input: { email: string; firstAccess: boolean },
): Promise<void> {
  const producer = await siteProducer(db, request);
  mail.afterReply(request, 'password_link', async () => {
    const user = await findUserByEmail(db, producer.id, input.email);
    if (user) await mailPasswordLink({ db, request, producer, send: mail.send }, user, input.firstAccess);
  });
}
