import { Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * Where uploaded files' bytes live (docs/decisions/026-upload-storage.md): a directory by default,
 * or an S3-compatible bucket when several instances must see the same files. The metadata stays in
 * PostgreSQL; a key is the only link between the two. Built once in app.ts from the config.
 */
export interface FileStorage {
  /**
   * Streams `body` under the key, replacing what was there, and answers how many bytes were
   * stored. More than `maxBytes` throws StoredFileTooLarge. Any failure (too large, the body
   * breaking off, the store refusing) leaves the key as it was: nothing new is stored.
   */
  put(key: string, body: Readable | Uint8Array, options: { maxBytes: number }): Promise<number>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** The stored size in bytes, or null when nothing is stored under the key. */
  head(key: string): Promise<{ byteSize: number } | null>;
  /** Removes the key; removing a missing key is not an error (deletes may be retried). */
  delete(key: string): Promise<void>;
  /** Removes every key under `prefix/` (a user's folder, when the account goes). */
  deletePrefix(prefix: string): Promise<void>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}

export class StoredFileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

/** Slash-separated segments of letters, digits, '-' and '_': no '..', no absolute path. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

export function assertMaxBytes(maxBytes: number): void {
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) {
    throw new Error(`Invalid byte limit: ${maxBytes}`);
  }
}

/** A stream of the bytes, so both stores take one kind of body. */
export function asReadable(body: Readable | Uint8Array): Readable {
  // Readable.from does not split a Buffer into bytes: it is emitted as one chunk.
  return body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
}

/**
 * Passes bytes through while counting them, and fails with StoredFileTooLarge on the chunk that
 * goes past the limit: the store sees the error before it could keep the file.
 */
export class ByteLimit extends Transform {
  bytes = 0;
  exceeded = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.exceeded = true;
      done(new StoredFileTooLarge(this.maxBytes));
      return;
    }
    done(null, chunk);
  }
}

/**
 * Stores the body, then records it (a database row): a row never points at a file that is not
 * there, and a failed record removes the file again.
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  key: string,
  body: Readable | Uint8Array,
  maxBytes: number,
  record: (byteSize: number) => Promise<T>,
): Promise<T> {
  const byteSize = await storage.put(key, body, { maxBytes });
  try {
    return await record(byteSize);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
