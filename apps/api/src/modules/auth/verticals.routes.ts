import {
  alternateVerticalRequestSchema,
  alternateVerticalResponseSchema,
  userVerticalListSchema,
  type UserVertical,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProducerRow } from '../../db/schema/index.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { accountUnconfirmedError, noAccountInVerticalError } from './auth.errors.ts';
import { signIn } from './login.service.ts';
import { memberAreaLink } from './member-area-links.ts';
import { issueToken } from './one-time-tokens.service.ts';
import { findVerticalAccount, listVerticalAccounts, type VerticalAccount } from './vertical-accounts.repository.ts';

/** How long the link that carries a learner to another vertical's site stays valid. */
const handoffTtlMs = 2 * 60_000;

type VerticalAccountSignIn = NonNullable<Awaited<ReturnType<typeof findVerticalAccount>>>;

/**
 * One entry per vertical: the session's own producer in its vertical (`current`), elsewhere the producer
 * alternateVertical would sign into (the first by position).
 */
function toUserVerticals(accounts: readonly VerticalAccount[], current: ProducerRow): UserVertical[] {
  const chosen = new Map<string, VerticalAccount>();
  for (const account of accounts) {
    const isCurrent = account.producerId === current.id;
    if (!chosen.has(account.verticalId) || isCurrent) chosen.set(account.verticalId, account);
  }
  return [...chosen.values()].map((account) => ({
    slug: account.slug,
    nome: { 'pt-BR': account.nomePtBr, en: account.nomeEn },
    produtor: account.producerNome,
    medmember_url: account.medmemberUrl,
    current: account.verticalId === current.vertical_id,
  }));
}

/**
 * The same e-mail's accounts in other verticals (spec §7). Only a confirmed account's session sees or uses
 * them: an unconfirmed one may be a squatter's sign-up, and knowing an e-mail alone is never enough.
 */
export const verticalsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A 2-minute sign-in link on the target account's own site (its sessions live on that origin). */
  async function handoffUrl(target: VerticalAccountSignIn): Promise<string | null> {
    if (!target.producer.medmember_url) return null;
    const { token } = await issueToken(app.db, {
      producerId: target.producer.id,
      userId: target.user.id,
      purpose: 'login_link',
      ttlMs: handoffTtlMs,
    });
    return memberAreaLink(target.producer.medmember_url.replace(/\/+$/, ''), '/auth/login', { token, email: target.user.email });
  }

  app.post(
    '/api/user/verticais',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The verticals where the session's e-mail has a confirmed account",
        response: { 200: userVerticalListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      if (user.status !== 'ativo') throw accountUnconfirmedError();
      return toUserVerticals(await listVerticalAccounts(app.db, user.email), producer);
    },
  );

  app.post(
    '/api/auth/alternateVertical',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Signs into the session e-mail's confirmed account in another vertical",
        body: alternateVerticalRequestSchema,
        response: { 200: alternateVerticalResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { email, vertical, device_name: deviceName } = request.body;
      if (email !== user.email) throw noAccountInVerticalError();
      if (user.status !== 'ativo') throw accountUnconfirmedError();
      const target = await findVerticalAccount(app.db, email, vertical);
      if (!target) throw noAccountInVerticalError();
      const response = await signIn(app.db, request, reply, target, { deviceName });
      return { ...response, handoff_url: await handoffUrl(target) };
    },
  );
};
