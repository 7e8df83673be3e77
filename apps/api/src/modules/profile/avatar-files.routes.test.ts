import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from '../../plugins/error-handler.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createMemoryFileStorage } from '../../storage/memory-file-storage.ts';
import { avatarFilesRoutes } from './avatar-files.routes.ts';

/** In-memory storage that also records the keys read. */
function recordingStorage(): FileStorage & { requested: string[] } {
  const storage = createMemoryFileStorage();
  const requested: string[] = [];
  return {
    ...storage,
    requested,
    stat(key) {
      requested.push(key);
      return storage.stat(key);
    },
    stream(key, options) {
      requested.push(key);
      return storage.stream(key, options);
    },
  };
}

const name = '0123456789abcdef0123456789abcdef.webp';
const picture = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake-bytes', 'latin1');

describe('GET /api/files/avatars/:name', () => {
  let app: FastifyInstance;
  const storage = recordingStorage();

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    await app.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: 't', version: '0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(avatarFilesRoutes, { storage });
    await app.ready();
    await storage.put(`avatars/${name}`, picture, 'image/webp');
  });
  afterAll(() => app.close());

  it('serves the stored picture with its type, cached forever and never sniffed', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/files/avatars/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(picture);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(picture.length));
  });

  it('answers HEAD with the length and no body, and a revalidation with 304', async () => {
    const head = await app.inject({ method: 'HEAD', url: `/api/files/avatars/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(picture.length));
    expect(head.rawPayload.length).toBe(0);
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: `/api/files/avatars/${name}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 common.not_found in the error shape when the picture is missing', async () => {
    const missing = 'ffffffffffffffffffffffffffffffff.webp';
    const res = await app.inject({ method: 'GET', url: `/api/files/avatars/${missing}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'common.not_found', message: 'Avatar not found' } });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it.each([
    'ABCDEF0123456789abcdef0123456789.webp',
    '0123456789abcdef0123456789abcdef.png',
    '0123456789abcdef.webp',
    '0123456789abcdef0123456789abcdef0.webp',
    '..%2F..%2Fetc%2Fpasswd',
    '%2E%2E%2F0123456789abcdef0123456789abcdef.webp',
    '0123456789abcdef0123456789abcdef.webp.meta.json',
  ])('refuses the name %s with 422 before touching the storage', async (bad) => {
    const before = storage.requested.length;
    const res = await app.inject({ method: 'GET', url: `/api/files/avatars/${bad}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('common.validation_failed');
    expect(storage.requested.length).toBe(before);
  });

  it('answers 404 for a path that leaves the avatars folder', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/files/avatars/../secret/${name}` });
    expect(res.statusCode).toBe(404);
  });

  it('documents the route as a binary WebP response in OpenAPI', () => {
    const doc = app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    const route = doc.paths['/api/files/avatars/{name}']?.get;
    expect(route?.responses['200']?.content['image/webp']?.schema).toEqual({ type: 'string', format: 'binary' });
  });
});
