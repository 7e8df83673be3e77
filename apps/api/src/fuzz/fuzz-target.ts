import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoPassword } from '../db/seed/accounts/demo-accounts.ts';
import type { Site } from '../route-table/tenant-client.ts';
import { carriesSession, injectOptions, type FuzzRequest } from './fuzz-request.ts';
import type { FuzzOperation } from './openapi-operations.ts';

/** The address the learner signs in from; fuzz requests never use it, so their failures cannot lock it out. */
const signInAddress = '10.99.0.1';

/** Sends fuzz requests to the app as the demo learner of one site (or logged out, for public routes). */
export interface FuzzTarget {
  send(operation: FuzzOperation, request: FuzzRequest, signedIn: boolean): Promise<LightMyRequestResponse>;
  /** How many times the learner signed in (again after a logout, a superseded or refreshed-away session). */
  readonly signIns: number;
}

export async function fuzzTarget(app: FastifyInstance, site: Site): Promise<FuzzTarget> {
  let token = '';
  let signIns = 0;
  let sent = 0;
  const signIn = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: site.host, origin: site.origin },
      payload: { email: 'aluno@medmember.dev', password: demoPassword },
      remoteAddress: signInAddress,
    });
    if (res.statusCode !== 200) throw new Error(`fuzz sign-in answered ${res.statusCode}: ${res.body}`);
    token = res.json<{ token: string }>().token;
    signIns += 1;
  };
  await signIn();
  return {
    get signIns() {
      return signIns;
    },
    async send(operation, request, signedIn) {
      sent += 1;
      // A new address each time (10.13.0.0/16), so per-address limits do not answer every request.
      const remoteAddress = `10.13.${(sent >> 8) & 255}.${sent & 255}`;
      const options = injectOptions(operation, request, site, signedIn ? token : null);
      const res = await app.inject({ ...options, remoteAddress });
      const ownSession = signedIn && carriesSession(request);
      if (ownSession && res.statusCode === 200 && operation.url === '/api/auth/refresh') {
        token = res.json<{ token: string }>().token;
      } else if (
        ownSession &&
        (res.statusCode === 401 || (res.statusCode < 300 && operation.url === '/api/auth/logout'))
      ) {
        await signIn();
      }
      return res;
    },
  };
}
