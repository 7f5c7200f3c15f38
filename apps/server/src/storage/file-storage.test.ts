import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { directoryStorage } from './directory-storage.ts';
import { StoredFileTooLarge, type FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

const LIMIT = { maxBytes: 64 * 1_048_576 };
const bytes = (value: string) => new TextEncoder().encode(value);

async function read(storage: FileStorage, key: string): Promise<string | null> {
  const stream = await storage.get(key);
  return stream ? text(stream) : null;
}

/** A body sent in `chunks` pieces of `chunkBytes`, as a request arrives, never whole in memory. */
function chunked(chunks: number, chunkBytes: number, fill = 7): Readable {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent++ < chunks ? Buffer.alloc(chunkBytes, fill) : null);
    },
  });
}

/** A body that breaks off after its first chunk, as a client that disconnects. */
function breaksOff(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error('client went away'));
      else this.push(Buffer.alloc(1024, 1));
      sent = true;
    },
  });
}

/**
 * The one contract every store keeps (decision 026), run against the directory store and an S3
 * store served by s3rver: the app cannot tell them apart.
 */
function storageContract(name: string, open: () => { storage: FileStorage }) {
  describe(`${name} storage contract`, () => {
    const storage = () => open().storage;

    it('puts, gets, heads and deletes bytes under a key', async () => {
      expect(await storage().put('photos/user-1/abc', bytes('hello'), LIMIT)).toBe(5);
      expect(await read(storage(), 'photos/user-1/abc')).toBe('hello');
      expect(await storage().head('photos/user-1/abc')).toEqual({ byteSize: 5 });
      await storage().delete('photos/user-1/abc');
      expect(await storage().get('photos/user-1/abc')).toBeNull();
      expect(await storage().head('photos/user-1/abc')).toBeNull();
      // Deleting again is fine (a retried delete).
      await storage().delete('photos/user-1/abc');
    });

    it('answers null for a key never stored', async () => {
      expect(await storage().get('photos/nobody/none')).toBeNull();
      expect(await storage().head('photos/nobody/none')).toBeNull();
      await storage().delete('photos/nobody/none');
    });

    it('replaces what was under a key', async () => {
      await storage().put('photos/user-2/same', bytes('first version'), LIMIT);
      expect(await storage().put('photos/user-2/same', bytes('again'), LIMIT)).toBe(5);
      expect(await read(storage(), 'photos/user-2/same')).toBe('again');
      expect(await storage().head('photos/user-2/same')).toEqual({ byteSize: 5 });
    });

    it('streams a body of many parts and returns it byte for byte', async () => {
      // 12 MB in 64 KB chunks: more than two S3 parts, so the multipart path is taken.
      const size = await storage().put('videos/user-3/big', chunked(192, 65_536, 9), LIMIT);
      expect(size).toBe(192 * 65_536);
      const back = await buffer((await storage().get('videos/user-3/big'))!);
      expect(back.length).toBe(size);
      expect(back.every((byte) => byte === 9)).toBe(true);
      expect(await storage().head('videos/user-3/big')).toEqual({ byteSize: size });
    });

    it('accepts exactly the limit and refuses one byte more, leaving nothing', async () => {
      expect(await storage().put('photos/user-4/max', Buffer.alloc(1000), { maxBytes: 1000 })).toBe(
        1000,
      );
      await expect(
        storage().put('photos/user-4/over', Buffer.alloc(1001), { maxBytes: 1000 }),
      ).rejects.toBeInstanceOf(StoredFileTooLarge);
      expect(await storage().head('photos/user-4/over')).toBeNull();
      // A streamed body past the limit, in the multipart range: refused, nothing left.
      await expect(
        storage().put('videos/user-4/over', chunked(160, 65_536), { maxBytes: 8 * 1_048_576 }),
      ).rejects.toBeInstanceOf(StoredFileTooLarge);
      expect(await storage().get('videos/user-4/over')).toBeNull();
      // Over the limit on an existing key: the earlier bytes stay.
      await expect(
        storage().put('photos/user-4/max', Buffer.alloc(1001), { maxBytes: 1000 }),
      ).rejects.toBeInstanceOf(StoredFileTooLarge);
      expect(await storage().head('photos/user-4/max')).toEqual({ byteSize: 1000 });
    });

    it('stores nothing when the body breaks off', async () => {
      await expect(storage().put('videos/user-5/cut', breaksOff(), LIMIT)).rejects.toThrow(
        'client went away',
      );
      expect(await storage().head('videos/user-5/cut')).toBeNull();
    });

    it('deletes every key under a prefix, and only those', async () => {
      await storage().put('videos/user-6/a', bytes('a'), LIMIT);
      await storage().put('progress-photos/user-6/b', bytes('b'), LIMIT);
      await storage().put('videos/user-66/c', bytes('c'), LIMIT);
      await storage().deletePrefix('videos/user-6');
      expect(await storage().head('videos/user-6/a')).toBeNull();
      expect(await read(storage(), 'progress-photos/user-6/b')).toBe('b');
      expect(await read(storage(), 'videos/user-66/c')).toBe('c');
      await storage().deletePrefix('videos/user-6');
    });

    it('refuses keys that could leave its folder', async () => {
      for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '', 'a/b.c', 'a/']) {
        await expect(storage().put(key, bytes('x'), LIMIT)).rejects.toThrow('Invalid storage key');
        await expect(storage().get(key)).rejects.toThrow('Invalid storage key');
        await expect(storage().head(key)).rejects.toThrow('Invalid storage key');
        await expect(storage().delete(key)).rejects.toThrow('Invalid storage key');
        await expect(storage().deletePrefix(key)).rejects.toThrow('Invalid storage key');
      }
    });
  });
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-storage-'));
const directory = { storage: directoryStorage(root) };
storageContract('directory', () => directory);

describe('directory storage', () => {
  it('keeps one file per key under its root, and no partial file after a failure', async () => {
    await directory.storage.put('photos/user-7/abc', bytes('hello'), LIMIT);
    expect(fs.readFileSync(path.join(root, 'photos', 'user-7', 'abc'), 'utf8')).toBe('hello');
    await expect(
      directory.storage.put('photos/user-7/big', Buffer.alloc(11), { maxBytes: 10 }),
    ).rejects.toBeInstanceOf(StoredFileTooLarge);
    expect(fs.readdirSync(path.join(root, 'photos', 'user-7'))).toEqual(['abc']);
  });
});

let s3Server: TestS3Server | undefined;
const s3: { storage: FileStorage } = { storage: undefined as unknown as FileStorage };
beforeAll(async () => {
  s3Server = await startS3Server();
  s3.storage = s3Storage({
    endpoint: s3Server.endpoint,
    bucket: s3Server.bucket,
    region: 'us-east-1',
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3.storage.close();
  await s3Server?.stop();
});
storageContract('S3', () => s3);
