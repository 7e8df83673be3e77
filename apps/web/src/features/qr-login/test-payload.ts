import { testProducer, testUser } from '../../test/login-response.ts';

/** For unit tests: the QR redeem payload of the test user and producer (its token untrimmed). */
export function qrPayload(issuedAt: number, token = '  7|qr-session-token \n') {
  return { user: testUser, produtor: testProducer, token, expireLinkTimestamp: issuedAt };
}
