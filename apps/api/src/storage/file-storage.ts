/**
 * Where the API keeps uploaded files (avatars, handouts). Keys are relative paths of lowercase
 * letters, digits and `/ _ . -` (never `..`); the default implementation is the local disk
 * (local-file-storage.ts), an object store can implement the same three calls.
 */
export interface FileStorage {
  /** Stores (or replaces) the file under `key`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
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
