import type { Config } from '../config/config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalDiskStorage, uploadsDirOf } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

export function createFileStorage(config: Config): FileStorage {
  switch (config.FILE_STORAGE) {
    case 'local':
      return createLocalDiskStorage(uploadsDirOf(config));
    case 's3':
      return createS3Storage({
        // loadConfig refuses FILE_STORAGE=s3 without a bucket.
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        // loadConfig refuses one without the other.
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
      });
  }
}
