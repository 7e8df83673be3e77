import { alternateVerticalRequestSchema, loginResponseSchema, userVerticalListSchema, type UserVertical } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProducerRow } from '../../db/schema/index.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { accountUnconfirmedError, noAccountInVerticalError } from './auth.errors.ts';
import { signIn } from './login.service.ts';
import { findVerticalAccount, listVerticalAccounts, type VerticalAccount } from './vertical-accounts.repository.ts';

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
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { email, vertical, device_name: deviceName } = request.body;
      if (email !== user.email) throw noAccountInVerticalError();
      if (user.status !== 'ativo') throw accountUnconfirmedError();
      const target = await findVerticalAccount(app.db, email, vertical);
      if (!target) throw noAccountInVerticalError();
      return signIn(app.db, request, reply, target, { deviceName });
    },
  );
};
