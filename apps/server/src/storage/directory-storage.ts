import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ByteLimit,
  StoredFileTooLarge,
  asReadable,
  assertMaxBytes,
  assertStorageKey,
  type FileStorage,
} from './file-storage.ts';

/** The embedded default: files in a directory, one per key (its segments are sub-directories). */
export function directoryStorage(rootDir: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, body, { maxBytes }) {
      const file = fileOf(key);
      assertMaxBytes(maxBytes);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file, and a failed
      // write leaves the previous file (or none) in place.
      const partial = `${file}.${randomUUID()}.partial`;
      const limit = new ByteLimit(maxBytes);
      const writer = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(asReadable(body), limit, writer);
        await fs.rename(partial, file);
      } catch (error) {
        // A failure can come before the file is even open: wait until it is open and closed
        // again, or the removal would run first and the partial file would stay.
        if (!writer.closed)
          await new Promise<void>((resolve) => writer.once('close', () => resolve()));
        await fs.rm(partial, { force: true });
        throw limit.exceeded ? new StoredFileTooLarge(maxBytes) : error;
      }
      return limit.bytes;
    },
    async get(key) {
      const file = fileOf(key);
      // Opened before it is returned, so a missing file is null here, not a stream error later.
      const handle = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      return handle.createReadStream();
    },
    async head(key) {
      const stats = await fs.stat(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return stats ? { byteSize: stats.size } : null;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(fileOf(prefix), { recursive: true, force: true });
    },
    async close() {},
  };
}
