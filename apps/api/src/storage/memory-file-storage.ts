import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage, type StoredFileInfo } from './file-storage.ts';

interface MemoryFile {
  data: Buffer;
  info: StoredFileInfo;
}

/** Files in a Map (tests): the same key rules and answers as the other storages. */
export function createMemoryFileStorage(): FileStorage {
  const files = new Map<string, MemoryFile>();
  let version = 0;
  const find = (key: string) => {
    assertStorageKey(key);
    return files.get(key) ?? null;
  };

  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      version += 1;
      const info = { size: data.length, contentType, etag: `"m${version}"`, lastModified: new Date() };
      files.set(key, { data: Buffer.from(data), info });
    },
    async get(key) {
      const file = find(key);
      return file && { data: Buffer.from(file.data), contentType: file.info.contentType };
    },
    async stat(key) {
      return find(key)?.info ?? null;
    },
    async stream(key, { span, etag } = {}) {
      const file = find(key);
      if (!file || (etag !== undefined && etag !== file.info.etag)) return null;
      return Readable.from([span ? file.data.subarray(span.start, span.end + 1) : file.data]);
    },
    async delete(key) {
      assertStorageKey(key);
      files.delete(key);
    },
  };
}
