import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request carrying any of them came through one (or pretends to). */
const forwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
] as const;

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.toLowerCase().replace(/^::ffff:/, '');
  return bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/** A Host header naming this machine: localhost, *.localhost, 127.0.0.1 or [::1], with any port. */
function isLocalhostHost(host: string | undefined): boolean {
  if (!host) return false;
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? '');
  const port = lower.slice(name.length);
  if (port !== '' && !/^:\d{1,5}$/.test(port)) return false;
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/**
 * Whether a request comes straight from this machine: a loopback socket, no forwarding header, a localhost
 * Host. Judged from the socket and the raw headers, never from request.ip or request.host, which a trusted
 * proxy's headers change: a proxy on this machine forwarding someone else's request does not pass.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) return false;
  return isLocalhostHost(request.headers.host);
}

/** Whether HOST keeps the server on this machine (a loopback address or localhost), not 0.0.0.0 or a LAN address. */
export function listensOnLoopbackOnly(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || isLoopbackAddress(bare);
}
