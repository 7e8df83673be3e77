import { useSessionStore } from '../../lib/session/session-store.ts';
import { readCookie } from '../cookies/cookies.ts';
import { getAppId } from './app-id.ts';

/**
 * The session headers every API call carries (spec §7): X-XSRF-TOKEN when that cookie exists, the bearer
 * token, and X-App-Id after a QR-code login. For calls made outside apiRequest (file downloads, keepalive
 * requests sent while the page goes away).
 */
export function sessionHeaders(accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept });
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  const { token, security } = useSessionStore.getState();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (security) headers.set('X-App-Id', getAppId());
  return headers;
}
