import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideQrLogin, qrLinkMaxAgeMs } from './qr-acceptance.ts';
import { testProducer, testUser } from '../../test/login-response.ts';
import { qrPayload } from './test-payload.ts';

const issuedAt = Date.parse('2026-11-22T12:00:00.000Z');

describe('decideQrLogin (spec §4: a QR link is good for 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('accepts a fresh payload with the user, the producer and the TRIMMED token', () => {
    vi.setSystemTime(issuedAt + 2_000);
    expect(decideQrLogin(qrPayload(issuedAt))).toEqual({
      kind: 'accepted',
      user: testUser,
      produtor: testProducer,
      token: '7|qr-session-token',
    });
  });

  it('still accepts at exactly 10 000 ms, and refuses as expired 1 ms later', () => {
    vi.setSystemTime(issuedAt + qrLinkMaxAgeMs);
    expect(decideQrLogin(qrPayload(issuedAt)).kind).toBe('accepted');
    vi.setSystemTime(issuedAt + qrLinkMaxAgeMs + 1);
    expect(decideQrLogin(qrPayload(issuedAt))).toEqual({ kind: 'expired' });
  });

  it('refuses a link of a minute ago as expired', () => {
    vi.setSystemTime(issuedAt + 60_000);
    expect(decideQrLogin(qrPayload(issuedAt))).toEqual({ kind: 'expired' });
  });

  it.each([
    ['null', null],
    ['a string', 'token'],
    ['a number', 42],
    ['an array', [qrPayload(issuedAt)]],
    ['undefined', undefined],
  ])('refuses %s as invalid', (_name, payload) => {
    vi.setSystemTime(issuedAt);
    expect(decideQrLogin(payload)).toEqual({ kind: 'invalid' });
  });

  it('refuses an object without a usable timestamp, user or token as invalid', () => {
    vi.setSystemTime(issuedAt);
    const { expireLinkTimestamp: _dropped, ...withoutTimestamp } = qrPayload(issuedAt);
    expect(decideQrLogin(withoutTimestamp).kind).toBe('invalid');
    expect(decideQrLogin({ ...qrPayload(issuedAt), expireLinkTimestamp: String(issuedAt) }).kind).toBe('invalid');
    expect(decideQrLogin({ ...qrPayload(issuedAt), user: null }).kind).toBe('invalid');
    expect(decideQrLogin(qrPayload(issuedAt, '   ')).kind).toBe('invalid');
  });

  it('takes the clock as an argument too', () => {
    expect(decideQrLogin(qrPayload(issuedAt), issuedAt + 9_999).kind).toBe('accepted');
    expect(decideQrLogin(qrPayload(issuedAt), issuedAt + 10_001).kind).toBe('expired');
  });
});
