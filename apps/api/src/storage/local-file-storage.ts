import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

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
      try {
        const meta: unknown = JSON.parse(await readFile(file + metaSuffix, 'utf8'));
        if (!isFileMeta(meta)) throw new Error(`Corrupt storage metadata for ${key}`);
        return { data: await readFile(file), contentType: meta.contentType };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = pathOf(key);
      // Metadata first: an interrupted delete reads as a missing file.
      await rm(file + metaSuffix, { force: true });
      await rm(file, { force: true });
    },
  };
}
