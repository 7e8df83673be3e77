import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertStorageKey, type FileStorage } from './file-storage.ts';
import { describeFileStorageContract } from './file-storage-contract-test-support.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createMemoryFileStorage } from './memory-file-storage.ts';

describe('createLocalFileStorage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'members-storage-'));
    storage = createLocalFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores a file with its content type and reads it back', async () => {
    const data = Buffer.from([0, 1, 2, 255]);
    await storage.put('avatars/abc.webp', data, 'image/webp');
    expect(await storage.get('avatars/abc.webp')).toEqual({ data, contentType: 'image/webp' });
    expect(await readFile(path.join(root, 'avatars/abc.webp'))).toEqual(data);
    expect((await readdir(path.join(root, 'avatars'))).sort()).toEqual(['abc.webp', 'abc.webp.meta.json']);
  });

  it('replaces an existing file and its content type', async () => {
    await storage.put('a/b.bin', Buffer.from('one'), 'application/octet-stream');
    await storage.put('a/b.bin', Buffer.from('two'), 'text/plain');
    expect(await storage.get('a/b.bin')).toEqual({ data: Buffer.from('two'), contentType: 'text/plain' });
  });

  it('answers null for a missing file, and for data without its metadata', async () => {
    expect(await storage.get('avatars/missing.webp')).toBeNull();
    await writeFile(path.join(root, 'orphan.bin'), 'x');
    expect(await storage.get('orphan.bin')).toBeNull();
  });

  it('deletes a file and its metadata; deleting a missing file is fine', async () => {
    await storage.put('avatars/abc.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('avatars/abc.webp');
    expect(await storage.get('avatars/abc.webp')).toBeNull();
    expect(await readdir(path.join(root, 'avatars'))).toEqual([]);
    await expect(storage.delete('avatars/abc.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../escape',
    'avatars/../../etc/passwd',
    '..',
    '/etc/passwd',
    'avatars//x',
    'avatars/',
    'avatars/./x',
    'Avatars/x.webp',
    'avatars\\x.webp',
    'a b',
    '',
    'x.meta.json',
    'avatars/%2e%2e',
  ])('refuses the key %j on every call', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(TypeError);
    await expect(storage.get(key)).rejects.toThrow(TypeError);
    await expect(storage.delete(key)).rejects.toThrow(TypeError);
    expect(await readdir(root)).toEqual([]);
  });
});

describe('assertStorageKey', () => {
  it('accepts nested lowercase keys with _ . -', () => {
    expect(() => assertStorageKey('avatars/0123456789abcdef0123456789abcdef.webp')).not.toThrow();
    expect(() => assertStorageKey('handouts/course_1/aula-2.pdf')).not.toThrow();
  });

  it('refuses over-long keys', () => {
    expect(() => assertStorageKey('a'.repeat(513))).toThrow(TypeError);
  });
});

describeFileStorageContract('local disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'members-storage-contract-'));
  return { storage: createLocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describeFileStorageContract('memory', async () => ({ storage: createMemoryFileStorage() }));
