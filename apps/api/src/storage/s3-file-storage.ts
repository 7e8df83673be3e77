import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type ByteSpan, type FileStorage } from './file-storage.ts';
import { storageUnavailableError } from './storage-errors.ts';

export interface S3FileStorageOptions {
  client: S3Client;
  bucket: string;
}

/** Content type of objects stored without one. */
const defaultContentType = 'application/octet-stream';

/** A missing key (404: NoSuchKey, or HEAD's bare NotFound) or another version than asked (412). */
function isMissingOrReplaced(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  const status = error.$metadata.httpStatusCode;
  return status === 404 || status === 412;
}

/** The store's answer; a refusal or an outage becomes a 503 (the SDK error is its logged cause). */
async function callStore<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw storageUnavailableError(error);
  }
}

/** As callStore, with null for a missing key (or another version than asked). */
async function callStoreOrNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isMissingOrReplaced(error)) return null;
    throw storageUnavailableError(error);
  }
}

const rangeHeader = (span: ByteSpan | undefined) => (span ? `bytes=${span.start}-${span.end}` : undefined);

/**
 * Files as objects of one bucket of S3 or an S3-compatible store (MinIO, Ceph, R2 ...); the key is the object
 * key. Reads stream from the store (a ranged GetObject), so memory stays flat whatever the object's size.
 */
export function createS3FileStorage({ client, bucket }: S3FileStorageOptions): FileStorage {
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket: bucket, Key: key };
  };

  return {
    async put(key, data, contentType) {
      await callStore(client.send(new PutObjectCommand({ ...object(key), Body: data, ContentType: contentType })));
    },

    async get(key) {
      const output = await callStoreOrNull(client.send(new GetObjectCommand(object(key))));
      if (!output?.Body) return null;
      const bytes = await output.Body.transformToByteArray();
      return {
        data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: output.ContentType ?? defaultContentType,
      };
    },

    async stat(key) {
      const head = await callStoreOrNull(client.send(new HeadObjectCommand(object(key))));
      if (!head) return null;
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? defaultContentType,
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
      };
    },

    async stream(key, { span, etag } = {}) {
      const command = new GetObjectCommand({ ...object(key), Range: rangeHeader(span), IfMatch: etag });
      const output = await callStoreOrNull(client.send(command));
      if (!output?.Body) return null;
      // In Node the SDK's body is the HTTP response itself (an IncomingMessage).
      if (!(output.Body instanceof Readable)) throw new TypeError('S3 GetObject body is not a Node stream');
      return output.Body;
    },

    async delete(key) {
      await callStore(client.send(new DeleteObjectCommand(object(key))));
    },
  };
}
