import { qrRedeemResponseSchema, type ProducerBranding, type User } from '@members/contract';

/** A QR-code login link is good for 10 seconds (spec §9). */
export const qrLinkMaxAgeMs = 10_000;

export type QrDecision =
  /** Sign in with this user, producer and (trimmed) token; the session then carries the app id. */
  | { kind: 'accepted'; user: User; produtor: ProducerBranding; token: string }
  /** The link is older than 10 s: stay logged out and drop the `user` cookie. */
  | { kind: 'expired' }
  /** Not an object (or not a usable one): stay logged out. */
  | { kind: 'invalid' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Spec §4, QR-code login: the redeemed payload is accepted only when it is an object whose
 * `expireLinkTimestamp` is no more than 10 000 ms old (`now - expireLinkTimestamp <= 10_000`).
 * An older link is `expired`; a non-object payload (or one without user, producer and token) is `invalid`.
 */
export function decideQrLogin(payload: unknown, now: number = Date.now()): QrDecision {
  if (!isRecord(payload)) return { kind: 'invalid' };
  const issuedAt = payload.expireLinkTimestamp;
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return { kind: 'invalid' };
  if (now - issuedAt > qrLinkMaxAgeMs) return { kind: 'expired' };
  const parsed = qrRedeemResponseSchema.safeParse(payload);
  if (!parsed.success) return { kind: 'invalid' };
  const token = parsed.data.token.trim();
  if (!token) return { kind: 'invalid' };
  return { kind: 'accepted', user: parsed.data.user, produtor: parsed.data.produtor, token };
}
