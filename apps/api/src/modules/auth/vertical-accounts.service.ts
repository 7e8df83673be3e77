import type { AlternateVerticalResult, alternateVerticalRequestSchema, UserVertical } from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, UserRow } from '../../db/schema/index.ts';
import { ownsAddress } from './address-ownership.ts';
import { accountUnconfirmedError, noAccountInVerticalError } from './auth.errors.ts';
import type { SendInBackground } from './background-mail.ts';
import { signIn } from './login.service.ts';
import { findVerticalAccount, listVerticalAccounts, type VerticalAccount } from './vertical-accounts.repository.ts';
import { handoffUrl, mailHandoffLink } from './vertical-handoff.ts';

/** One entry per confirmed account (a vertical may hold several producers); `current`: the session's own. */
function toUserVerticals(accounts: readonly VerticalAccount[], current: ProducerRow): UserVertical[] {
  return accounts.map((account) => ({
    slug: account.slug,
    nome: { 'pt-BR': account.nomePtBr, en: account.nomeEn },
    produtor: account.producerNome,
    produtor_slug: account.producerSlug,
    medmember_url: account.medmemberUrl,
    current: account.producerId === current.id,
  }));
}

/** The session e-mail's confirmed accounts in every vertical; only a confirmed account's session sees them. */
export async function listUserVerticals(
  db: Database,
  caller: { user: UserRow; producer: ProducerRow },
): Promise<UserVertical[]> {
  if (caller.user.status !== 'ativo') throw accountUnconfirmedError();
  return toUserVerticals(await listVerticalAccounts(db, caller.user.email), caller.producer);
}

export type AlternateVerticalRequest = z.output<typeof alternateVerticalRequestSchema>;

/**
 * Signs into the session e-mail's confirmed account with the chosen producer when both accounts have proven
 * the address (confirmed since its last change); otherwise e-mails the other account a one-time sign-in link.
 */
export async function switchToVertical(
  db: Database,
  send: SendInBackground,
  http: { request: FastifyRequest; reply: FastifyReply },
  user: UserRow,
  input: AlternateVerticalRequest,
): Promise<AlternateVerticalResult> {
  const { email, vertical, produtor_slug: producerSlug, device_name: deviceName } = input;
  if (email !== user.email) throw noAccountInVerticalError();
  if (user.status !== 'ativo') throw accountUnconfirmedError();
  const target = await findVerticalAccount(db, email, { verticalSlug: vertical, producerSlug });
  if (!target || target.user.id === user.id) throw noAccountInVerticalError();
  if (!ownsAddress(user) || !ownsAddress(target.user)) {
    await mailHandoffLink(db, send, http.request.log, target);
    return { outcome: 'link_sent', email: target.user.email };
  }
  const response = await signIn(db, http.request, http.reply, target, { deviceName });
  return { ...response, outcome: 'signed_in', handoff_url: await handoffUrl(db, target) };
}
