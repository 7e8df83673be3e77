import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, UserRow } from '../../db/schema/index.ts';
import { verticalHandoffMail } from '../../mail/templates/index.ts';
import { originOf } from '../tenancy/origins.ts';
import type { SendInBackground } from './background-mail.ts';
import { memberAreaLink } from './member-area-links.ts';
import { issuedRecently, issueToken } from './one-time-tokens.service.ts';

/** The link handed to a learner who proved the address on both sides: followed at once by the web app. */
export const handoffUrlLifetimeMs = 2 * 60_000;
/** The link e-mailed instead of a session when the address is not proven on both sides. */
export const handoffMailLifetimeMs = 10 * 60_000;
/** At most one e-mailed link a minute per account; later asks are answered the same and send nothing. */
const handoffMailCooldownMs = 60_000;

export interface HandoffTarget {
  user: UserRow;
  producer: ProducerRow;
}

/** The target account's own site (its sessions live on that origin), or null when it has none. */
function siteOf(producer: ProducerRow): string | null {
  const url = producer.medmember_url;
  return url && originOf(url) ? url.replace(/\/+$/, '') : null;
}

/** A one-time sign-in link (/auth/login, spent by POST /api/auth/url) on the target's site. */
async function handoffLink(db: Database, target: HandoffTarget, site: string, ttlMs: number): Promise<string> {
  const { token } = await issueToken(db, {
    producerId: target.producer.id,
    userId: target.user.id,
    purpose: 'vertical_handoff',
    ttlMs,
  });
  return memberAreaLink(site, '/auth/login', { token, email: target.user.email });
}

/** The 2-minute link that carries a signed-in learner to the other site; null when the producer has no site. */
export async function handoffUrl(db: Database, target: HandoffTarget): Promise<string | null> {
  const site = siteOf(target.producer);
  return site ? handoffLink(db, target, site, handoffUrlLifetimeMs) : null;
}

/** E-mails the target account's address a sign-in link on its producer's site (the address's owner decides). */
export async function mailHandoffLink(
  db: Database,
  send: SendInBackground,
  log: FastifyBaseLogger,
  target: HandoffTarget,
): Promise<void> {
  if (await issuedRecently(db, target.user.id, ['vertical_handoff'], handoffMailCooldownMs)) return;
  const site = siteOf(target.producer);
  if (!site) {
    log.warn('no member-area address for this producer: vertical sign-in link not sent');
    return;
  }
  const link = await handoffLink(db, target, site, handoffMailLifetimeMs);
  const mail = verticalHandoffMail({
    producerName: target.producer.nome,
    primaryColor: target.producer.app_primary_color,
    userName: target.user.nome,
    link,
    expiresInMinutes: Math.round(handoffMailLifetimeMs / 60_000),
  });
  send({ to: target.user.email, ...mail }, 'vertical_handoff');
}
