import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';

/** A storage under test and how to dispose of it. */
export interface StorageUnderTest {
  storage: FileStorage;
  close?: () => Promise<void>;
}

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

async function streamed(storage: FileStorage, key: string, options?: Parameters<FileStorage['stream']>[1]) {
  const stream = await storage.stream(key, options);
  return stream && buffer(stream);
}

/** What every FileStorage must do alike (local disk, memory, S3): the routes rely on these answers. */
export function describeFileStorageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the FileStorage contract`, () => {
    let subject: StorageUnderTest;
    const storage = () => subject.storage;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close?.());

    it('states size, type, a quoted tag and the date of a stored file without reading it', async () => {
      await storage().put('videos/aula-1.webm', bytes, 'video/webm');
      const info = await storage().stat('videos/aula-1.webm');
      expect(info).toMatchObject({ size: 1000, contentType: 'video/webm' });
      expect(info?.etag).toMatch(/^"[^"]+"$/);
      expect(Math.abs((info?.lastModified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    });

    it('streams the whole file, a span of it, and the span of the version it names', async () => {
      await storage().put('videos/aula-2.webm', bytes, 'video/webm');
      const info = await storage().stat('videos/aula-2.webm');
      expect(await streamed(storage(), 'videos/aula-2.webm')).toEqual(bytes);
      const span = { start: 100, end: 199 };
      expect(await streamed(storage(), 'videos/aula-2.webm', { span })).toEqual(bytes.subarray(100, 200));
      expect(await streamed(storage(), 'videos/aula-2.webm', { span, etag: info?.etag })).toEqual(
        bytes.subarray(100, 200),
      );
      expect(await streamed(storage(), 'videos/aula-2.webm', { span: { start: 999, end: 999 } })).toEqual(
        bytes.subarray(999),
      );
    });

    it('gives a replaced file a new tag, and an old tag no stream', async () => {
      await storage().put('apostilas/resumo.pdf', bytes, 'application/pdf');
      const before = await storage().stat('apostilas/resumo.pdf');
      await storage().put('apostilas/resumo.pdf', bytes.subarray(0, 10), 'application/pdf');
      const after = await storage().stat('apostilas/resumo.pdf');
      expect(after?.size).toBe(10);
      expect(after?.etag).not.toBe(before?.etag);
      expect(await storage().stream('apostilas/resumo.pdf', { etag: before?.etag })).toBeNull();
      expect(await streamed(storage(), 'apostilas/resumo.pdf', { etag: after?.etag })).toEqual(bytes.subarray(0, 10));
    });

    it('answers null for a missing file on every read, and deletes quietly', async () => {
      expect(await storage().stat('videos/nao-existe.webm')).toBeNull();
      expect(await storage().stream('videos/nao-existe.webm')).toBeNull();
      expect(await storage().get('videos/nao-existe.webm')).toBeNull();
      await storage().put('avatars/velho.webp', bytes, 'image/webp');
      await storage().delete('avatars/velho.webp');
      expect(await storage().stat('avatars/velho.webp')).toBeNull();
      await expect(storage().delete('avatars/velho.webp')).resolves.toBeUndefined();
    });

    it('reads a small file whole with its type', async () => {
      await storage().put('covers/capa.svg', Buffer.from('<svg/>'), 'image/svg+xml');
      expect(await storage().get('covers/capa.svg')).toEqual({
        data: Buffer.from('<svg/>'),
        contentType: 'image/svg+xml',
      });
    });

    it.each(['../escape', 'Avatars/x.webp', 'a//b', ''])('refuses the key %j on stat and stream', async (key) => {
      await expect(storage().stat(key)).rejects.toThrow(TypeError);
      await expect(storage().stream(key)).rejects.toThrow(TypeError);
    });
  });
}
