import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { directoryStorage } from '../../storage/directory-storage.ts';
import { STAGED_FOR_MS, stagingArea } from './staging.ts';

const HOUR = 3_600_000;
const USER = '6f1f3d52-8c1e-4c3b-9f51-0d5d2a3b4c5d';
const OTHER = '0b7a6f1e-0000-4000-8000-000000000001';

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('staging of workout imports', () => {
  it("keeps a file a day, for its owner only, and clears stale days' folders", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-staging-'));
    let now = Date.UTC(2026, 10, 26, 23, 0);
    const staging = stagingArea(directoryStorage(root), () => now);
    const { uploadId, byteSize } = await staging.stage(USER, Readable.from(['a;b\n']), 1024);
    expect(byteSize).toBe(4);
    expect(await text(await staging.open(USER, uploadId))).toBe('a;b\n');
    expect(await staging.open(OTHER, uploadId)).toBeNull();

    now += STAGED_FOR_MS - HOUR;
    expect(await text(await staging.open(USER, uploadId))).toBe('a;b\n');
    // Yesterday's folder is kept: it may hold files staged less than a day ago.
    await staging.removeStale();
    expect(await text(await staging.open(USER, uploadId))).toBe('a;b\n');

    now += 2 * HOUR;
    expect(await staging.open(USER, uploadId)).toBeNull();
    now += 2 * 24 * HOUR;
    await staging.removeStale();
    expect(fs.readdirSync(path.join(root, 'workout-imports'))).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
