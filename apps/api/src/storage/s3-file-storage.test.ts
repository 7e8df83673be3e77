import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { describeFileStorageContract } from './file-storage-contract-test-support.ts';
import type { FileStorage } from './file-storage.ts';
import { s3ClientOf } from './s3-client.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { startS3Stub, stubAwsCredentials, type S3Stub } from './s3-stub-test-support.ts';

async function openS3(stub: S3Stub): Promise<FileStorage> {
  const client = s3ClientOf({ S3_REGION: 'us-east-1', S3_ENDPOINT: stub.endpoint, S3_FORCE_PATH_STYLE: true });
  return createS3FileStorage({ client, bucket: stub.bucket });
}

describeFileStorageContract('S3 (in-process stub)', async () => {
  stubAwsCredentials();
  const stub = await startS3Stub();
  const close = async () => {
    await stub.close();
    vi.unstubAllEnvs();
  };
  return { storage: await openS3(stub), close };
});

describe('S3 storage on the wire', () => {
  let stub: S3Stub;
  let storage: FileStorage;
  beforeAll(async () => {
    stubAwsCredentials();
    stub = await startS3Stub();
    storage = await openS3(stub);
  });
  afterAll(async () => {
    await stub.close();
    vi.unstubAllEnvs();
  });

  it('asks the store for the span only (a ranged GetObject), and HEAD for stat', async () => {
    await storage.put('videos/longo.webm', Buffer.alloc(10_000, 7), 'video/webm');
    stub.requests.length = 0;
    const info = await storage.stat('videos/longo.webm');
    const stream = await storage.stream('videos/longo.webm', { span: { start: 9000, end: 9999 }, etag: info?.etag });
    expect(stream && (await buffer(stream))).toEqual(Buffer.alloc(1000, 7));
    expect(stub.requests).toEqual(['HEAD videos/longo.webm', 'GET videos/longo.webm bytes=9000-9999']);
  });

  it('turns an outage of the store into a 503 common.service_unavailable', async () => {
    stub.failing = true;
    try {
      const failure = await storage.stat('videos/longo.webm').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ statusCode: 503, code: 'common.service_unavailable' });
    } finally {
      stub.failing = false;
    }
  });
});
