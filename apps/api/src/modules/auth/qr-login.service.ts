import type { qrCodeResponseSchema, qrRedeemResponseSchema } from '@members/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, UserRow } from '../../db/schema/index.ts';
import { findUserById } from '../users/users.repository.ts';
import { requestOwnOrigin } from '../tenancy/origins.ts';
import { tokenInvalidError } from './auth.errors.ts';
import { signIn } from './login.service.ts';
import { memberAreaBase, memberAreaLink } from './member-area-links.ts';
import { checkToken, issueToken, spendToken } from './one-time-tokens.service.ts';
import type { SignInHttp } from './sign-in-flows.ts';
import { siteProducer } from './site-producer.ts';

/** A QR code is valid 10 seconds (spec §9). */
export const qrCodeLifetimeMs = 10_000;

/**
 * A one-time code that signs another device in as the caller, and its /auth/login link: on the configured
 * QR base URL, else the member area's, else the request's own origin.
 */
export async function issueQrCode(
  db: Database,
  request: FastifyRequest,
  caller: { user: UserRow; producer: ProducerRow },
  configuredBase: string | undefined,
): Promise<z.output<typeof qrCodeResponseSchema>> {
  const { token, row } = await issueToken(db, {
    producerId: caller.producer.id,
    userId: caller.user.id,
    purpose: 'qr_login',
    ttlMs: qrCodeLifetimeMs,
  });
  const base =
    configuredBase?.replace(/\/+$/, '') ??
    (await memberAreaBase(db, request, caller.producer)) ??
    requestOwnOrigin(request) ??
    '';
  return {
    code: token,
    url: memberAreaLink(base, '/auth/login', { qr: token }),
    expireLinkTimestamp: row.created_at.getTime(),
  };
}

/** Redeems a QR code once for a session bound to the scanning device's app id (X-App-Id afterwards). */
export async function redeemQrCode(
  db: Database,
  { request, reply }: SignInHttp,
  qr: { code: string; appId: string },
): Promise<z.output<typeof qrRedeemResponseSchema>> {
  const producer = await siteProducer(db, request);
  const checked = await checkToken(db, { producerId: producer.id, purpose: 'qr_login', token: qr.code });
  const user = await findUserById(db, producer.id, checked.user_id);
  if (!user) throw tokenInvalidError();
  const spent = await spendToken(db, checked);
  const login = await signIn(db, request, reply, { user, producer }, { appId: qr.appId, deviceName: 'qr' });
  return {
    user: login.user,
    produtor: login.produtor,
    token: login.token,
    expireLinkTimestamp: spent.created_at.getTime(),
  };
}
