import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoized, memoizedBytesFrom, memoizedSerializer } from './response-memo.ts';

describe('memoized', () => {
  it('builds once per owner and key while the inputs are the same objects, and freezes the result', () => {
    const owner = {};
    const catalog = { version: 1 };
    let builds = 0;
    const build = () => ({ build: ++builds });
    const first = memoized(owner, 'page 1', [catalog], build);
    expect(memoized(owner, 'page 1', [catalog], build)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(memoized(owner, 'page 2', [catalog], build)).toEqual({ build: 2 });
    expect(memoized(owner, 'page 1', [{ version: 2 }], build)).toEqual({ build: 3 });
    expect(memoized({}, 'page 1', [catalog], build)).toEqual({ build: 4 });
  });

  it('keeps a bounded number of keys per owner', () => {
    const owner = {};
    let builds = 0;
    for (let page = 0; page < 200; page += 1) memoized(owner, `page ${page}`, [], () => ({ page, build: ++builds }));
    expect(memoized(owner, 'page 199', [], () => ({ build: ++builds }))).toMatchObject({ page: 199 });
    expect(memoized(owner, 'page 0', [], () => ({ build: ++builds }))).toEqual({ build: 201 });
  });
});

describe('memoizedSerializer', () => {
  const schema = z.object({ name: z.string(), count: z.number() });
  const serialize = memoizedSerializer({ schema, method: 'GET', url: '/test', httpStatus: '200' });

  it('validates and serializes like the zod serializer, dropping unknown keys', () => {
    expect(serialize({ name: 'a', count: 1, secret: 'x' })).toBe('{"name":"a","count":1}');
    expect(() => serialize({ name: 'a', count: 'one' })).toThrow();
  });

  it('serializes a frozen response once, and anything else every time', () => {
    // A nested change (never done to a memoized response) shows which calls serialized again.
    const nested = z.object({ name: z.string(), inner: z.object({ count: z.number() }) });
    const serializeNested = memoizedSerializer({ schema: nested, method: 'GET', url: '/test', httpStatus: '200' });
    const frozen = Object.freeze({ name: 'a', inner: { count: 1 } });
    expect(serializeNested(frozen)).toBe('{"name":"a","inner":{"count":1}}');
    frozen.inner.count = 2;
    expect(serializeNested(frozen)).toBe('{"name":"a","inner":{"count":1}}');
    const open = { name: 'b', inner: { count: 1 } };
    expect(serializeNested(open)).toBe('{"name":"b","inner":{"count":1}}');
    open.inner.count = 2;
    expect(serializeNested(open)).toBe('{"name":"b","inner":{"count":2}}');
  });

  it('keeps a large frozen response as UTF-8 bytes, which a route sends whole, accents and length right', async () => {
    const lessons = z.object({ titles: z.array(z.string()) });
    const titles = Array.from({ length: 400 }, (_, n) => `Aula ${n}: fundoscopia, retinopatia diabética e glaucoma`);
    const page = Object.freeze({ titles });
    const small = Object.freeze({ titles: ['Córnea'] });
    const app = Fastify();
    app.setSerializerCompiler(memoizedSerializer);
    app.get('/large', { schema: { response: { 200: lessons } } }, async () => page);
    app.get('/small', { schema: { response: { 200: lessons } } }, async () => small);
    const json = JSON.stringify({ titles });
    expect(json.length).toBeGreaterThanOrEqual(memoizedBytesFrom);
    const serializeLessons = memoizedSerializer({ schema: lessons, method: 'GET', url: '/x', httpStatus: '200' });
    expect(Buffer.isBuffer(serializeLessons(page))).toBe(true);
    expect(serializeLessons(small)).toBe('{"titles":["Córnea"]}');
    for (let call = 0; call < 2; call += 1) {
      const large = await app.inject({ url: '/large' });
      expect(large.json()).toEqual({ titles });
      expect(large.headers['content-length']).toBe(String(Buffer.byteLength(json)));
      expect(large.headers['content-type']).toBe('application/json; charset=utf-8');
      expect((await app.inject({ url: '/small' })).json()).toEqual({ titles: ['Córnea'] });
    }
    await app.close();
  });
});
