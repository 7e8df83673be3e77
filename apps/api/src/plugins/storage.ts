import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored files (avatars, covers, handouts, lesson videos): the local disk or an S3 bucket (STORAGE_DRIVER). */
    storage: FileStorage;
  }
}

interface StoragePluginOptions {
  config: StorageConfig;
  /** Another storage (object storage in production, memory in tests). */
  storage?: FileStorage | undefined;
}

type StorageConfig = Pick<ApiConfig, 'DATA_DIR'> &
  Partial<Pick<ApiConfig, 'STORAGE_DRIVER' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>>;

/**
 * The configured storage (also where the demo seed writes its files): the local disk under DATA_DIR/files
 * by default, or the S3_BUCKET when STORAGE_DRIVER is s3.
 */
/** The local disk under DATA_DIR/files (the default driver; tests seed into it). */
export const dataDirStorage = (dataDir: string): FileStorage => createLocalFileStorage(path.join(dataDir, 'files'));

/** The configured storage; the S3 SDK (the heaviest module of the API to load) only when STORAGE_DRIVER is s3. */
export async function configuredStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.STORAGE_DRIVER !== 's3') return dataDirStorage(config.DATA_DIR);
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET must be set when STORAGE_DRIVER is s3');
  const [{ s3ClientOf }, { createS3FileStorage }] = await Promise.all([
    import('../storage/s3-client.ts'),
    import('../storage/s3-file-storage.ts'),
  ]);
  const client = s3ClientOf({
    S3_REGION: config.S3_REGION,
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_FORCE_PATH_STYLE: config.S3_FORCE_PATH_STYLE ?? false,
  });
  return createS3FileStorage({ client, bucket: config.S3_BUCKET });
}

async function storagePlugin(app: FastifyInstance, { config, storage }: StoragePluginOptions): Promise<void> {
  app.decorate('storage', storage ?? (await configuredStorage(config)));
}

export default fp(storagePlugin, { name: 'storage' });
