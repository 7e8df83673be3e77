import { randomBytes } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import { type FileHandle, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, type StoredFileInfo } from './file-storage.ts';

/** The content type of each file lives beside it in `<file>.meta.json`. */
const metaSuffix = '.meta.json';

interface FileMeta {
  contentType: string;
}

function isFileMeta(value: unknown): value is FileMeta {
  return typeof value === 'object' && value !== null && typeof (value as Partial<FileMeta>).contentType === 'string';
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The content type stored beside `file`, or null when there is none (the file counts as missing). */
async function readMeta(file: string): Promise<FileMeta | null> {
  try {
    const meta: unknown = JSON.parse(await readFile(file + metaSuffix, 'utf8'));
    if (!isFileMeta(meta)) throw new Error(`Corrupt storage metadata for ${file}`);
    return meta;
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

/** A strong tag of this version: a replaced file has a new inode (rename) and a new modification time. */
function etagOf(stats: BigIntStats): string {
  return `"${[stats.ino, stats.mtimeNs, stats.size].map((n) => n.toString(36)).join('-')}"`;
}

function infoOf(stats: BigIntStats, meta: FileMeta): StoredFileInfo {
  return { size: Number(stats.size), contentType: meta.contentType, etag: etagOf(stats), lastModified: stats.mtime };
}

/** True when the open file is the version `etag` names; closes it otherwise (and on errors). */
async function isVersion(handle: FileHandle, etag: string): Promise<boolean> {
  try {
    if (etagOf(await handle.stat({ bigint: true })) === etag) return true;
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return false;
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Files on the local disk under `rootDir` (created on first write). A key maps to the same
 * relative path; keys ending in `.meta.json` are refused (that name holds the content type).
 */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function pathOf(key: string): string {
    assertStorageKey(key);
    if (key.endsWith(metaSuffix)) throw new TypeError(`Invalid storage key: ${JSON.stringify(key)}`);
    const file = path.resolve(root, key);
    // Defence in depth: assertStorageKey already rules out every way out of the root.
    if (!file.startsWith(root + path.sep)) throw new TypeError(`Invalid storage key: ${JSON.stringify(key)}`);
    return file;
  }

  return {
    async put(key, data, contentType) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Data first, metadata last: an interrupted put leaves no metadata, so reads see no file.
      await writeAtomically(file, data);
      await writeAtomically(file + metaSuffix, JSON.stringify({ contentType } satisfies FileMeta));
    },

    async get(key) {
      const file = pathOf(key);
      const meta = await readMeta(file);
      try {
        return meta && { data: await readFile(file), contentType: meta.contentType };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      const file = pathOf(key);
      const meta = await readMeta(file);
      try {
        return meta && infoOf(await stat(file, { bigint: true }), meta);
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async stream(key, { span, etag } = {}) {
      const file = pathOf(key);
      if (!(await readMeta(file))) return null;
      // The open descriptor keeps reading this version even if a put renames a new one over it.
      const handle = await open(file, 'r').catch((error: unknown) => {
        if (isMissingFile(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const isWanted = etag === undefined || (await isVersion(handle, etag));
      if (!isWanted) return null;
      return handle.createReadStream({ start: span?.start ?? 0, end: span?.end ?? Number.POSITIVE_INFINITY });
    },

    async delete(key) {
      const file = pathOf(key);
      // Metadata first: an interrupted delete reads as a missing file.
      await rm(file + metaSuffix, { force: true });
      await rm(file, { force: true });
    },
  };
}
