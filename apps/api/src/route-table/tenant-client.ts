import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { demoPassword } from '../db/seed/accounts/demo-accounts.ts';
import type { TestApp } from '../test/test-app.ts';

/** A demo producer's site: the Host and Origin its web app sends. */
export interface Site {
  name: string;
  host: string;
  origin: string;
}

/** B owns the objects; A is another producer of B's vertical; C a producer of another vertical. */
export const sites = {
  a: {
    name: 'Foco Oftalmo',
    host: 'oftalmologia.localhost:3000',
    origin: 'http://foco-oftalmo.oftalmologia.localhost:3000',
  },
  b: {
    name: 'Lumen Oftalmologia',
    host: 'oftalmologia.localhost:3000',
    origin: 'http://lumen-oftalmologia.oftalmologia.localhost:3000',
  },
  c: {
    name: 'Ortopedia Ativa',
    host: 'ortopedia.localhost:3000',
    origin: 'http://ortopedia-ativa.ortopedia.localhost:3000',
  },
} as const satisfies Record<string, Site>;

export interface TenantRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  body?: unknown;
  image?: Buffer;
}

/** Sends requests on one site, signed in (a bearer token) or not. */
export interface TenantClient {
  readonly site: Site;
  send(request: TenantRequest): Promise<LightMyRequestResponse>;
  /** GET (or another method) that must answer 2xx; returns the parsed body. */
  json<T = Record<string, unknown>>(method: TenantRequest['method'], url: string, body?: unknown): Promise<T>;
}

let lastIp = 0;
function nextIp(): string {
  lastIp += 1;
  return `10.13.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export function tenantClient(ctx: TestApp, site: Site, token: string | null): TenantClient {
  const send = (request: TenantRequest) => {
    const headers: Record<string, string> = { host: site.host, origin: site.origin };
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (request.image) headers['content-type'] = 'image/png';
    const payload = request.image ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    if (payload !== undefined && !request.image) headers['content-type'] = 'application/json';
    return ctx.app.inject({ method: request.method, url: request.url, headers, payload, remoteAddress: nextIp() });
  };
  return {
    site,
    send,
    async json<T>(method: TenantRequest['method'], url: string, body?: unknown) {
      const res = await send({ method, url, body });
      if (res.statusCode >= 300)
        throw new Error(`${site.name}: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json<T>();
    },
  };
}

/** Signs the demo learner (purchase access, terms accepted) in on the site. */
export async function signedInLearner(ctx: TestApp, site: Site): Promise<TenantClient> {
  const res = await tenantClient(ctx, site, null).send({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: 'aluno@medmember.dev', password: demoPassword },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in on ${site.name} answered ${res.statusCode}: ${res.body}`);
  return tenantClient(ctx, site, res.json<{ token: string }>().token);
}

/** A small PNG, for the avatar upload. */
export function smallPicture(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}
