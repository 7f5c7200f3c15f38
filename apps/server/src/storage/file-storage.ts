import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live (DESIGN 1: files go to a directory by default, behind a small
 * interface so an S3-compatible store can replace it). The metadata stays in PostgreSQL; a key is
 * the only link between the two.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; removing a missing key is not an error (deletes may be retried). */
  delete(key: string): Promise<void>;
}

/** Slash-separated segments of letters, digits, '-' and '_': no '..', no absolute path. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Files in a directory, one per key (the key's segments are its sub-directories). */
export function localFileStorage(rootDir: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
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
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/**
 * Stores the bytes, then records them (a database row): a row never points at a file that is not
 * there, and a failed record removes the file again.
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  key: string,
  bytes: Uint8Array,
  record: () => Promise<T>,
): Promise<T> {
  await storage.put(key, bytes);
  try {
    return await record();
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
