import {
  alternateVerticalLinkSentSchema,
  alternateVerticalRequestSchema,
  alternateVerticalResponseSchema,
  userVerticalListSchema,
  type UserVertical,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProducerRow } from '../../db/schema/index.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { ownsAddress } from './address-ownership.ts';
import { accountUnconfirmedError, noAccountInVerticalError } from './auth.errors.ts';
import { backgroundMailer } from './background-mail.ts';
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

/**
 * The same e-mail's accounts with other producers (spec §7). Only a confirmed account's session sees or uses
 * them, and a session is handed over only when both accounts have proven the address (confirmed since its
 * last change): the same address in two accounts is otherwise no proof of the same person, so the other
 * account's address gets a one-time sign-in link instead, and its owner decides.
 */
export const verticalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = backgroundMailer(app);

  app.post(
    '/api/user/verticais',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The session e-mail's confirmed accounts, one per producer, in every vertical",
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
        summary: "Signs into the session e-mail's confirmed account with the chosen producer, or e-mails it a link",
        body: alternateVerticalRequestSchema,
        response: { 200: alternateVerticalResponseSchema, 202: alternateVerticalLinkSentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { email, vertical, produtor_slug: producerSlug, device_name: deviceName } = request.body;
      if (email !== user.email) throw noAccountInVerticalError();
      if (user.status !== 'ativo') throw accountUnconfirmedError();
      const target = await findVerticalAccount(app.db, email, { verticalSlug: vertical, producerSlug });
      if (!target || target.user.id === user.id) throw noAccountInVerticalError();
      if (!ownsAddress(user) || !ownsAddress(target.user)) {
        await mailHandoffLink(app.db, send, request.log, target);
        return reply.code(202).send({ outcome: 'link_sent', email: target.user.email });
      }
      const response = await signIn(app.db, request, reply, target, { deviceName });
      return { ...response, outcome: 'signed_in' as const, handoff_url: await handoffUrl(app.db, target) };
    },
  );
};
