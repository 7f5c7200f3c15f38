import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { localFileStorage } from './file-storage.ts';

describe('local file storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-storage-'));
  const storage = localFileStorage(root);

  it('puts, gets and deletes bytes under a key', async () => {
    await storage.put('photos/user-1/abc', new TextEncoder().encode('hello'));
    expect(fs.readFileSync(path.join(root, 'photos', 'user-1', 'abc'), 'utf8')).toBe('hello');
    const stream = await storage.get('photos/user-1/abc');
    expect(stream && (await text(stream))).toBe('hello');

    await storage.put('photos/user-1/abc', new TextEncoder().encode('again'));
    expect(await text((await storage.get('photos/user-1/abc'))!)).toBe('again');

    await storage.delete('photos/user-1/abc');
    expect(await storage.get('photos/user-1/abc')).toBeNull();
    // Deleting again is fine (a retried delete).
    await storage.delete('photos/user-1/abc');
    expect(fs.readdirSync(path.join(root, 'photos', 'user-1'))).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '', 'a/b.c']) {
      await expect(storage.put(key, new Uint8Array())).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });
});
