import type { FastifyRequest } from 'fastify';

/** The origin (`scheme://host[:port]`) of a URL string, or null when it is not a valid http(s) URL. */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The origin the request was addressed to (X-Forwarded-* honoured only with TRUST_PROXY). */
export function requestOwnOrigin(request: FastifyRequest): string | null {
  return request.host ? originOf(`${request.protocol}://${request.host}`) : null;
}
