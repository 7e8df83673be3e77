import { apiRequest } from '../../../lib/api/api-request.ts';

/** POST /api/auth/refresh: the session's token rotated, its expiry moved a full lifetime ahead. */
export function postRefresh(): Promise<{ token: string }> {
  const schema = import('./refresh-schema.ts').then((schemas) => schemas.refreshResponseSchema);
  schema.catch(() => undefined); // a request that fails first leaves it unawaited: not an unhandled rejection
  return apiRequest('/api/auth/refresh', { method: 'POST', schema });
}
