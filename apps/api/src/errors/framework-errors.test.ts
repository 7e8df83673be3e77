import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

describe('errors Fastify meets before routing', () => {
  const ctx = useTestApp();

  it.each([
    ['a badly encoded URL', '/api/courses/%', 'The URL is not validly encoded'],
    ['an overlong encoded byte', '/api/questions/practice-sessions/%c0%af', 'The URL is not validly encoded'],
    ['a path parameter past maxParamLength', `/api/courses/${'x'.repeat(101)}`, 'A path parameter is too long'],
  ])('answer %s with 400 common.bad_request in the error shape', async (_name, url, message) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: { code: 'common.bad_request', message } });
  });
});
