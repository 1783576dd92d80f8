import path from 'node:path';
import type { ServerConfig } from '../config';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

/** S3-compatible storage when S3_* is set, otherwise the directory DATA_DIR/arquivos. */
export function fileStorageFor(config: Pick<ServerConfig, 'dataDir' | 's3' | 'reliability'>): FileStorage {
  return config.s3
    ? new S3FileStorage(config.s3, fetch, config.reliability.storageTimeoutMs)
    : new LocalFileStorage(path.join(config.dataDir, 'arquivos'));
}
