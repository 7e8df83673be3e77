import type { Readable } from 'node:stream';

/** What storage knows of a stored file without reading it. */
export interface StoredFileInfo {
  /** Length in bytes. */
  size: number;
  contentType: string;
  /** A strong entity tag, quoted (`"..."`), that changes whenever the file is replaced. */
  etag: string;
  /** When this version was written (whole seconds are what HTTP dates carry). */
  lastModified: Date;
}

/** Bytes `start`..`end` of a file, both inclusive (as in a `Range` header). */
export interface ByteSpan {
  start: number;
  end: number;
}

export interface StreamOptions {
  /** Only these bytes (the whole file when absent). */
  span?: ByteSpan | undefined;
  /** Only the version with this entity tag (from `stat`); another version reads as missing. */
  etag?: string | undefined;
}

/**
 * Where the API keeps uploaded files (avatars, handouts, videos). Keys are relative paths of lowercase
 * letters, digits and `/ _ . -` (never `..`); the default implementation is the local disk
 * (local-file-storage.ts), S3-compatible object storage the other (s3-file-storage.ts).
 */
export interface FileStorage {
  /** Stores (or replaces) the file under `key`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole file under `key` in memory, or null when there is none: for small files only (seeds, tests). */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Size, type and version of the file under `key` without reading it, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /**
   * The file's bytes (or a span of them) as a stream read on demand, or null when there is none or it is no
   * longer the version `etag` names. The caller consumes or destroys the stream.
   */
  stream(key: string, options?: StreamOptions): Promise<Readable | null>;
  /** Removes the file under `key`; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9/_.-]+$/;
const maxKeyLength = 512;

/**
 * Throws unless `key` is a safe relative path: only `[a-z0-9/_.-]`, no `..`, no empty or `.`
 * segment (so no leading, trailing or doubled `/`), at most 512 characters.
 */
export function assertStorageKey(key: string): void {
  const valid =
    key.length <= maxKeyLength &&
    keyPattern.test(key) &&
    !key.includes('..') &&
    key.split('/').every((segment) => segment !== '' && segment !== '.');
  if (!valid) throw new TypeError(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
