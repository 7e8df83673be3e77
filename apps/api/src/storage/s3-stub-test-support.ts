import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/**
 * A tiny S3-compatible server on 127.0.0.1 for tests: path-style PutObject, HeadObject, GetObject (one
 * byte range, If-Match), DeleteObject, with S3's status codes and XML errors. Signatures are not checked.
 */
export interface S3Stub {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** Every request as `METHOD key` (plus ` range` when one was asked). */
  requests: string[];
  /** Answer every request with 500 InternalError while true (an outage). */
  failing: boolean;
  close(): Promise<void>;
}

interface StubObject {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

function sendError(res: ServerResponse, status: number, code: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>stub</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function objectHeaders(object: StubObject): Record<string, string> {
  return {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
  };
}

function sendObject(req: IncomingMessage, res: ServerResponse, object: StubObject): void {
  const ifMatch = req.headers['if-match'];
  if (ifMatch !== undefined && ifMatch !== object.etag) return sendError(res, 412, 'PreconditionFailed');
  const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  const size = object.data.length;
  if (!range) {
    res.writeHead(200, { ...objectHeaders(object), 'content-length': size });
    return void res.end(req.method === 'HEAD' ? undefined : object.data);
  }
  const start = Number(range[1]);
  const end = Math.min(Number(range[2]), size - 1);
  if (start >= size) return sendError(res, 416, 'InvalidRange');
  res.writeHead(206, {
    ...objectHeaders(object),
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  res.end(object.data.subarray(start, end + 1));
}

export async function startS3Stub(bucket = 'membros-teste'): Promise<S3Stub> {
  const objects = new Map<string, StubObject>();
  const stub = { bucket, requests: [] as string[], failing: false };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    stub.requests.push(`${req.method} ${key}${req.headers.range ? ` ${req.headers.range}` : ''}`);
    if (stub.failing) return sendError(res, 500, 'InternalError');
    if (bucketName !== bucket) return sendError(res, 404, 'NoSuchBucket');
    const object = objects.get(key);
    if (req.method === 'PUT') {
      const data = await bodyOf(req);
      const etag = `"${createHash('md5').update(data).digest('hex')}"`;
      const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
      const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
      objects.set(key, { data, contentType, etag, lastModified });
      res.writeHead(200, { etag, 'content-length': 0 });
      return void res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return void res.end();
    }
    if (!object) {
      if (req.method === 'HEAD') return void res.writeHead(404).end();
      return sendError(res, 404, 'NoSuchKey');
    }
    sendObject(req, res, object);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Credentials for the SDK's default chain: the environment comes first, so nothing else is asked. */
export function stubAwsCredentials(): void {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'stub-access-key');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'stub-secret-key');
}
