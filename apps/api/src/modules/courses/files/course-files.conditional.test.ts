import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createLearner,
  createProducer,
  grantProduct,
  patternBytes,
  type TestLearner,
  writeVideoLesson,
} from './course-files.test-support.ts';

const video = patternBytes(4000);
const key = `videos/condicional-${Date.now()}.webm`;

describe('conditional and ranged requests of stored files (ETag, If-*, HEAD)', () => {
  const ctx = useTestApp();
  let learner: TestLearner;
  let lessonId = 0;

  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url: `/api/lessons/${lessonId}/video`, headers: { ...bearer(learner), ...headers } });

  beforeAll(async () => {
    const db = ctx.database.db;
    await ctx.app.storage.put(key, video, 'video/webm');
    const producerId = await createProducer(db);
    learner = await createLearner(db, producerId);
    await grantProduct(db, learner, 'cornea');
    lessonId = await writeVideoLesson(db, producerId, 'cornea', key);
  });

  it('labels every answer with a strong ETag and Last-Modified that stay put while the file does', async () => {
    const first = await get();
    const again = await get({ range: 'bytes=0-0' });
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(new Date(String(first.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 600_000);
  });

  it('answers 304 without a body to If-None-Match with the tag, or If-Modified-Since its date', async () => {
    const { etag, 'last-modified': lastModified } = (await get()).headers;
    const conditions: Record<string, string>[] = [
      { 'if-none-match': String(etag) },
      { 'if-modified-since': String(lastModified) },
    ];
    for (const headers of conditions) {
      const res = await get(headers);
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
    }
    expect((await get({ 'if-none-match': '"outro"' })).statusCode).toBe(200);
  });

  it('resumes with 206 under an If-Range of the current tag or date, and restarts with 200 otherwise', async () => {
    const { etag, 'last-modified': lastModified } = (await get()).headers;
    for (const ifRange of [String(etag), String(lastModified)]) {
      const res = await get({ range: 'bytes=3000-', 'if-range': ifRange });
      expect(res.statusCode).toBe(206);
      expect(res.rawPayload).toEqual(video.subarray(3000));
      expect(res.headers['content-range']).toBe('bytes 3000-3999/4000');
    }
    const stale = await get({ range: 'bytes=3000-', 'if-range': '"versao-antiga"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(video);
  });

  it('answers 412 common.precondition_failed to an If-Match of another version, sending no byte', async () => {
    const res = await get({ 'if-match': '"versao-antiga"' });
    expect(res.statusCode).toBe(412);
    expect(res.json().error.code).toBe('common.precondition_failed');
    expect(res.headers.etag).toBeUndefined();
    expect((await get({ 'if-match': String((await get()).headers.etag) })).statusCode).toBe(200);
  });

  it('answers HEAD from the metadata alone: the file is never opened', async () => {
    const stream = vi.spyOn(ctx.app.storage, 'stream');
    const get = vi.spyOn(ctx.app.storage, 'get');
    try {
      const res = await ctx.app.inject({
        method: 'HEAD',
        url: `/api/lessons/${lessonId}/video`,
        headers: { ...bearer(learner), range: 'bytes=100-' },
      });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-length']).toBe('3900');
      expect(res.rawPayload.length).toBe(0);
      expect(stream).not.toHaveBeenCalled();
      expect(get).not.toHaveBeenCalled();
    } finally {
      stream.mockRestore();
      get.mockRestore();
    }
  });

  it('gives a replaced file a new ETag: the old one no longer resumes nor matches', async () => {
    const before = (await get()).headers.etag;
    const replaced = patternBytes(4100).reverse();
    await ctx.app.storage.put(key, replaced, 'video/webm');
    const res = await get({ range: 'bytes=0-9', 'if-range': String(before) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(replaced);
    expect(res.headers.etag).not.toBe(before);
    expect((await get({ 'if-none-match': String(before) })).statusCode).toBe(200);
  });
});
