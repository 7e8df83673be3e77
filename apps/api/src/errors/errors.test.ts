import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/test-app.ts';
import { AppError } from './app-error.ts';

const bodyLimit = 2048;

/** Throwaway routes exercising every failure path of the error handler. */
function registerTestRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/test/echo',
    {
      schema: {
        body: z.strictObject({ name: z.string().min(2), age: z.number().int(), tags: z.array(z.string()).optional() }),
      },
    },
    async (request) => ({ received: request.body }),
  );
  typed.get(
    '/test/query',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => ({
      page: request.query.page,
    }),
  );
  typed.post('/test/no-body', async () => ({ ok: true }));
  typed.get('/test/crash', async () => {
    throw new Error('connection to 10.0.0.7:5432 failed: password authentication failed for user "admin"');
  });
  typed.get('/test/app-error', async () => {
    throw new AppError({ code: 'test.teapot', statusCode: 409, message: 'Already brewing' });
  });
  typed.get('/test/bad-response', { schema: { response: { 200: z.object({ id: z.string() }) } } }, async () => {
    return { id: 42 } as unknown as { id: string };
  });
  typed.get('/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
}

function errorOf(body: string): { code: string; message: string; fields?: { path: string; message: string }[] } {
  return JSON.parse(body).error;
}

describe('error responses', () => {
  const ctx = useTestApp({ env: { BODY_LIMIT_BYTES: String(bodyLimit) }, register: registerTestRoutes });

  it('accepts a valid body (the test route works)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/test/echo', payload: { name: 'Ana', age: 30 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: { name: 'Ana', age: 30 } });
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers 404 common.not_found for an unknown /api path (%s)',
    async (method) => {
      const res = await ctx.app.inject({ method, url: '/api/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(res.body)).toEqual({
        code: 'common.not_found',
        message: `Route ${method} /api/does-not-exist not found`,
      });
    },
  );

  it('answers 404 in the same shape for other unknown paths when no web build is served', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/questoes/filtro' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.body).code).toBe('common.not_found');
  });

  it('answers 422 naming every invalid field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'A', age: 'thirty', tags: [1] },
    });
    expect(res.statusCode).toBe(422);
    const error = errorOf(res.body);
    expect(error.code).toBe('common.validation_failed');
    expect(error.fields?.map((field) => field.path).sort()).toEqual(['age', 'name', 'tags.0']);
    expect(error.fields?.every((field) => field.message.length > 0)).toBe(true);
  });

  it('answers 422 naming an unknown field of a strict body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'Ana', age: 3, isAdmin: true },
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res.body).fields).toEqual([{ path: 'isAdmin', message: 'Unknown field' }]);
  });

  it('answers 422 naming a bad query parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/query?page=zero' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res.body).fields?.map((field) => field.path)).toEqual(['page']);
  });

  it('answers 422 for a missing body where one is required', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/test/echo' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res.body)).toMatchObject({ code: 'common.validation_failed', fields: [{ path: 'body' }] });
  });

  it('answers 400 common.malformed_json for broken JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana", ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).code).toBe('common.malformed_json');
  });

  it('refuses prototype poisoning as malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana", "age": 1, "__proto__": {"isAdmin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).code).toBe('common.malformed_json');
  });

  it.each(['application/xml', 'text/plain', 'application/x-www-form-urlencoded'])(
    'answers 415 common.unsupported_media_type for %s',
    async (contentType) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { 'content-type': contentType },
        payload: 'name=Ana',
      });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res.body).code).toBe('common.unsupported_media_type');
    },
  );

  it('answers 413 common.payload_too_large over BODY_LIMIT_BYTES', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'x'.repeat(bodyLimit + 1), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.body).code).toBe('common.payload_too_large');
  });

  it('accepts the JSON content type with an empty body on a route without body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test/no-body',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers a module error with its own status and code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'test.teapot', message: 'Already brewing' } });
  });

  it('answers 500 common.internal without revealing the cause', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'common.internal', message: 'Internal server error' } });
    expect(res.body).not.toMatch(/10\.0\.0\.7|password|admin/);
  });

  it('answers 500 common.internal when a response does not match its schema', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'common.internal', message: 'Internal server error' } });
  });

  it('answers 429 common.rate_limited on a route that opts into rate limiting', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/test/limited' });
    const second = await ctx.app.inject({ method: 'GET', url: '/test/limited' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(errorOf(second.body).code).toBe('common.rate_limited');
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('does not rate-limit routes that did not opt in', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: 'GET', url: '/test/app-error' }).then((r) => r.statusCode),
      ),
    );
    expect(statuses).toEqual([409, 409, 409, 409, 409]);
  });
});
