import type { StorageConfig } from '../config.ts';
import { directoryStorage } from './directory-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The one store of the process, from the config (built once in app.ts). */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? s3Storage(config) : directoryStorage(config.dir);
}
