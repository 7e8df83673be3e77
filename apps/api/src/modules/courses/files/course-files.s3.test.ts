import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Stub, stubAwsCredentials, type S3Stub } from '../../../storage/s3-stub-test-support.ts';
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

const video = patternBytes(6000);

describe('course files with STORAGE_DRIVER=s3 (an in-process S3-compatible stub)', () => {
  let stub: S3Stub;
  // Filled before the app starts: the stub's port is known only once it listens.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    stubAwsCredentials();
    stub = await startS3Stub('membros-videos');
    Object.assign(env, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: stub.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: stub.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  const ctx = useTestApp({ env });
  afterAll(async () => {
    await stub.close();
    vi.unstubAllEnvs();
  });

  let learner: TestLearner;
  const ids = { video: 0, missing: 0 };
  const get = (id: number, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url: `/api/lessons/${id}/video`, headers: { ...bearer(learner), ...headers } });

  beforeAll(async () => {
    const db = ctx.database.db;
    await ctx.app.storage.put('videos/s3-aula.webm', video, 'video/webm');
    const producerId = await createProducer(db);
    learner = await createLearner(db, producerId);
    await grantProduct(db, learner, 'retina-s3');
    ids.video = await writeVideoLesson(db, producerId, 'retina-s3', 'videos/s3-aula.webm');
    ids.missing = await writeVideoLesson(db, producerId, 'retina-s3', 'videos/s3-nao-existe.webm');
  });

  it('stores through the bucket and streams the whole video from it', async () => {
    expect(stub.requests).toContain('PUT videos/s3-aula.webm');
    const res = await get(ids.video);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(video);
    expect(res.headers['content-length']).toBe('6000');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('asks the bucket for the requested range only, and answers 206', async () => {
    stub.requests.length = 0;
    const res = await get(ids.video, { range: 'bytes=5000-5999' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload).toEqual(video.subarray(5000));
    expect(res.headers['content-range']).toBe('bytes 5000-5999/6000');
    expect(stub.requests).toEqual(['HEAD videos/s3-aula.webm', 'GET videos/s3-aula.webm bytes=5000-5999']);
  });

  it('answers HEAD and 304 with one HeadObject, never a GetObject', async () => {
    const { etag } = (await get(ids.video)).headers;
    stub.requests.length = 0;
    expect((await get(ids.video, {}, 'HEAD')).headers['content-length']).toBe('6000');
    expect((await get(ids.video, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    expect(stub.requests).toEqual(['HEAD videos/s3-aula.webm', 'HEAD videos/s3-aula.webm']);
  });

  it('answers a missing object with the same 404 as the disk', async () => {
    const res = await get(ids.missing);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'common.not_found', message: 'Lesson video not found' } });
  });

  it('answers 503 common.service_unavailable while the bucket fails, and recovers', async () => {
    stub.failing = true;
    try {
      const res = await get(ids.video, { range: 'bytes=0-9' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('common.service_unavailable');
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      stub.failing = false;
    }
    expect((await get(ids.video, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });
});
