import { qrCodeResponseSchema, qrRedeemRequestSchema, qrRedeemResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../../config/index.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { issueQrCode, redeemQrCode } from './qr-login.service.ts';

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
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "A one-time code valid 10 seconds that signs another device in as the session's user",
        response: { 200: qrCodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => issueQrCode(app.db, request, authOf(request), config.QR_CODE_BASE_URL),
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
      return redeemQrCode(app.db, { request, reply }, { code, appId });
    },
  );
};
