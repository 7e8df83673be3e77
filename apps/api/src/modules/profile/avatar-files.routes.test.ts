import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { useTestApp } from '../../test/test-app.ts';

/** Two producers of one vertical, and a producer of another vertical. */
const focoOftalmo = { host: 'oftalmologia.localhost:3000', origin: 'http://foco-oftalmo.oftalmologia.localhost:3000' };
const lumen = { host: 'oftalmologia.localhost:3000', origin: 'http://lumen-oftalmologia.oftalmologia.localhost:3000' };
const ortopedia = { host: 'ortopedia.localhost:3000', origin: 'http://ortopedia-ativa.ortopedia.localhost:3000' };

type Site = typeof focoOftalmo;

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 22, g: 163, b: 74 } } })
    .png()
    .toBuffer();

describe('GET /api/files/avatars/:name', () => {
  const ctx = useTestApp({ seed: true });
  const signIn = async (site: Site, email = 'aluno@medmember.dev') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: site,
      payload: { email, password: demoPassword },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((cookie) => cookie.name === 'session')?.value ?? '';
    return { bearer: { ...site, authorization: `Bearer ${res.json().token as string}` }, cookie: `session=${session}` };
  };
  const uploadAs = async (bearer: Record<string, string>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer, 'content-type': 'image/png' },
      payload: await picture(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().user.image_path_avatar as string;
  };

  let owner: Awaited<ReturnType<typeof signIn>>;
  let path = '';
  beforeAll(async () => {
    owner = await signIn(focoOftalmo);
    path = await uploadAs(owner.bearer);
  });

  it('serves the owner their picture, cached by their browser only and never sniffed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: path, headers: owner.bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('serves it to the session cookie alone, the way an <img> asks', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: path, headers: { ...focoOftalmo, cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('serves it to another learner of the same producer', async () => {
    const colleague = await signIn(focoOftalmo, 'freemium@medmember.dev');
    expect((await ctx.app.inject({ method: 'GET', url: path, headers: colleague.bearer })).statusCode).toBe(200);
  });

  it('answers 401 without a session, and no byte of the picture', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: path, headers: focoOftalmo });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('auth.unauthenticated');
  });

  it.each([
    ['another producer of the same vertical', lumen],
    ['a producer of another vertical', ortopedia],
  ])('answers %s 404, exactly as for a picture that does not exist', async (_, site) => {
    const stranger = await signIn(site);
    const foreign = await ctx.app.inject({ method: 'GET', url: path, headers: stranger.bearer });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/files/avatars/ffffffffffffffffffffffffffffffff.webp',
      headers: stranger.bearer,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toEqual({ error: { code: 'common.not_found', message: 'Avatar not found' } });
    const head = await ctx.app.inject({ method: 'HEAD', url: path, headers: stranger.bearer });
    expect(head.statusCode).toBe(404);
  });

  it('answers HEAD with the length and no body, and a revalidation with 304', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: path, headers: owner.bearer });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.rawPayload.length).toBe(0);
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { ...owner.bearer, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('stops serving a picture once its owner replaces it', async () => {
    const learner = await signIn(ortopedia, 'novo@medmember.dev');
    const first = await uploadAs(learner.bearer);
    const second = await uploadAs(learner.bearer);
    expect((await ctx.app.inject({ method: 'GET', url: first, headers: learner.bearer })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second, headers: learner.bearer })).statusCode).toBe(200);
  });

  it.each([
    'ABCDEF0123456789abcdef0123456789.webp',
    '0123456789abcdef0123456789abcdef.png',
    '0123456789abcdef.webp',
    '0123456789abcdef0123456789abcdef0.webp',
    '..%2F..%2Fetc%2Fpasswd',
    '%2E%2E%2F0123456789abcdef0123456789abcdef.webp',
    '0123456789abcdef0123456789abcdef.webp.meta.json',
  ])('refuses the name %s with 422', async (bad) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/files/avatars/${bad}`, headers: owner.bearer });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('common.validation_failed');
  });

  it('answers 404 for a path that leaves the avatars folder', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/avatars/../secret/x.webp`,
      headers: owner.bearer,
    });
    expect(res.statusCode).toBe(404);
  });

  it('documents the route as a binary WebP response in OpenAPI', () => {
    const doc = ctx.app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
    };
    const route = doc.paths['/api/files/avatars/{name}']?.get;
    expect(route?.responses['200']?.content?.['image/webp']?.schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(route?.responses ?? {})).toContain('4XX');
  });
});
