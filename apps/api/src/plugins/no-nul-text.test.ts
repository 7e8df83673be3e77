import { describe, expect, it } from 'vitest';
import { signedInLearner, sites, tenantClient } from '../route-table/tenant-client.ts';
import { useTestApp } from '../test/test-app.ts';
import { nulTextPaths } from './no-nul-text.ts';

describe('NUL characters in requests', () => {
  const ctx = useTestApp({ seed: true });

  it('refuses a NUL in a JSON body with 422 naming the field (it reached PostgreSQL and answered 500)', async () => {
    const learner = await signedInLearner(ctx, sites.a);
    const body = { email: 'aluno@medmember.dev', device_name: 'mobile', vertical: '\u0000', produtor_slug: 'x' };
    const res = await learner.send({ method: 'POST', url: '/api/auth/alternateVertical', body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'common.validation_failed',
        message: 'Validation failed',
        fields: [{ path: 'vertical', message: 'Must not contain NUL' }],
      },
    });
  });

  it('refuses a NUL in the query and in a path parameter', async () => {
    const anonymous = tenantClient(ctx, sites.b, null);
    const query = await anonymous.send({ method: 'GET', url: '/api/producers/current?origin=a%00b' });
    expect(query.statusCode).toBe(422);
    expect(query.json().error.fields).toEqual([{ path: 'origin', message: 'Must not contain NUL' }]);
    const param = await anonymous.send({ method: 'GET', url: '/api/files/covers/%00.webp' });
    expect(param.statusCode).toBe(422);
    expect(param.json().error.fields).toEqual([{ path: 'name', message: 'Must not contain NUL' }]);
  });

  it('refuses a NUL deep in a JSON body, and in a body another parser read (a webhook keeps its text)', async () => {
    const learner = await signedInLearner(ctx, sites.a);
    const nested = await learner.send({
      method: 'POST',
      url: '/api/auth/alternateVertical',
      body: {
        email: 'aluno@medmember.dev',
        device_name: 'mobile',
        vertical: 'x',
        produtor_slug: 'x',
        extra: [{ a: 'b\u0000' }],
      },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().error.fields).toEqual([{ path: 'extra.0.a', message: 'Must not contain NUL' }]);
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/hotmart/00000000-0000-0000-0000-000000000000',
      headers: { 'content-type': 'application/json' },
      // Its parser keeps the raw text (the signature is over it), so a raw NUL byte reaches the route.
      payload: '{"event":"PURCHASE_APPROVED\u0000"}',
    });
    expect(webhook.statusCode).toBe(422);
    expect(webhook.json().error.fields).toEqual([{ path: 'body', message: 'Must not contain NUL' }]);
  });

  it('lets text without NUL through, the escaped text \\u0000 included', async () => {
    const anonymous = tenantClient(ctx, sites.b, null);
    const res = await anonymous.send({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'ninguem@example.com', password: '\\u0000 is six characters' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('nulTextPaths', () => {
  it('has only the \\u0000 escape to look for in JSON text: JSON.parse refuses a raw NUL', () => {
    expect(() => JSON.parse('"a\u0000b"')).toThrow(SyntaxError);
    expect(JSON.parse('"a\\u0000b"')).toBe('a\u0000b');
  });

  it('names nested fields, skips buffers, and walks 100,000 levels without overflowing', () => {
    expect(nulTextPaths({ a: [{ b: 'x\u0000' }], c: 'ok', d: Buffer.from([0]) })).toEqual(['a.0.b']);
    expect(nulTextPaths('\u0000')).toEqual(['']);
    const deep = JSON.parse(`${'['.repeat(100_000)}"\u0000"${']'.repeat(100_000)}`.replace('\u0000', '\\u0000'));
    expect(() => nulTextPaths(deep)).not.toThrow();
  });
});
