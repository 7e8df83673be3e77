import { qrCodeResponseSchema, qrRedeemRequestSchema, qrRedeemResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../../config/index.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { requestOwnOrigin } from '../tenancy/origins.ts';
import { findUserById } from '../users/users.repository.ts';
import { tokenInvalidError } from './auth.errors.ts';
import { signIn } from './login.service.ts';
import { memberAreaBase, memberAreaLink } from './member-area-links.ts';
import { checkToken, issueToken, spendToken } from './one-time-tokens.service.ts';
import { siteProducer } from './site-producer.ts';

/** A QR code is valid 10 seconds (spec §9). */
export const qrCodeLifetimeMs = 10_000;

export interface QrLoginRoutesOptions {
  config: Pick<ApiConfig, 'QR_CODE_BASE_URL'>;
}

/**
 * QR-code login (spec §4): a signed-in device shows a one-time code; the scanning device redeems it for a
 * session bound to its app id (X-App-Id), which supersedes the showing device's session (one active session).
 */
export const qrLoginRoutes: FastifyPluginAsyncZod<QrLoginRoutesOptions> = async (app, { config }) => {
  app.post(
    '/api/auth/qr',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "A one-time code valid 10 seconds that signs another device in as the session's user",
        response: { 200: qrCodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      const { token, row } = await issueToken(app.db, {
        producerId: producer.id,
        userId: user.id,
        purpose: 'qr_login',
        ttlMs: qrCodeLifetimeMs,
      });
      const base =
        config.QR_CODE_BASE_URL?.replace(/\/+$/, '') ??
        (await memberAreaBase(app.db, request, producer)) ??
        requestOwnOrigin(request) ??
        '';
      return {
        code: token,
        url: memberAreaLink(base, '/auth/login', { qr: token }),
        expireLinkTimestamp: row.created_at.getTime(),
      };
    },
  );

  app.post(
    '/api/auth/qr/redeem',
    {
      schema: {
        tags: ['auth'],
        summary: 'Redeems a QR code once for a session bound to app_id (send it in X-App-Id afterwards)',
        body: qrRedeemRequestSchema,
        response: { 200: qrRedeemResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { code, app_id: appId } = request.body;
      const producer = await siteProducer(app.db, request);
      const checked = await checkToken(app.db, { producerId: producer.id, purpose: 'qr_login', token: code });
      const user = await findUserById(app.db, producer.id, checked.user_id);
      if (!user) throw tokenInvalidError();
      const spent = await spendToken(app.db, checked);
      const login = await signIn(app.db, request, reply, { user, producer }, { appId, deviceName: 'qr' });
      return {
        user: login.user,
        produtor: login.produtor,
        token: login.token,
        expireLinkTimestamp: spent.created_at.getTime(),
      };
    },
  );
};
