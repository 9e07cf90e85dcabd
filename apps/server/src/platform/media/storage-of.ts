import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type MediaStorage } from './storage.ts';

/** Several nodes share media through a bucket (`S3_BUCKET`); one node keeps it under DATA_DIR. */
export const storageOf = (config: Config): MediaStorage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'media'));

export const sqliteFileOf = (config: Config): string => join(config.dataDir, 'vernissage.db');
