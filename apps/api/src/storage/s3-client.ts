import { S3Client } from '@aws-sdk/client-s3';
import type { ApiConfig } from '../config/index.ts';

export type S3Config = Pick<ApiConfig, 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>;

/** Open object reads at once: each video or download being sent holds one connection to the store. */
const maxStoreConnections = 256;

/**
 * The S3 client of the configuration. Credentials come from the SDK's default chain (environment, shared
 * files, instance or task role); checksums only where S3 requires them, which S3-compatible stores all accept.
 */
export function s3ClientOf(config: S3Config): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      httpAgent: { maxSockets: maxStoreConnections },
      httpsAgent: { maxSockets: maxStoreConnections },
    },
  });
}
