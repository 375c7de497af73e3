import path from 'node:path';
import type { Settings } from '../settings/index.js';
import { createDiskStore } from './createDiskStore.js';
import { createS3Store } from './createS3Store.js';
import type { UploadStore } from './UploadStore.js';

/** The bucket when the S3_* settings name one, else the disk under `dataDir/uploads`. */
export function createUploadStore(settings: Pick<Settings, 's3'>, dataDir: string): UploadStore {
  const root = path.resolve(dataDir, 'uploads');
  return settings.s3 ? createS3Store(settings.s3, path.join(root, '.tmp')) : createDiskStore(root);
}
