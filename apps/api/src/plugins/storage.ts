import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (avatars); the local disk under DATA_DIR/files by default. */
    storage: FileStorage;
  }
}

interface StoragePluginOptions {
  config: Pick<ApiConfig, 'DATA_DIR'>;
  /** Another storage (object storage in production, memory in tests). */
  storage?: FileStorage | undefined;
}

/** The default storage: the local disk under DATA_DIR/files (also where the demo seed writes its files). */
export function defaultStorage(config: Pick<ApiConfig, 'DATA_DIR'>): FileStorage {
  return createLocalFileStorage(path.join(config.DATA_DIR, 'files'));
}

async function storagePlugin(app: FastifyInstance, { config, storage }: StoragePluginOptions): Promise<void> {
  app.decorate('storage', storage ?? defaultStorage(config));
}

export default fp(storagePlugin, { name: 'storage' });
