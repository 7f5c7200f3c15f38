import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressPhoto } from '@grandfit/shared/schemas/method.ts';
import type { UploadedVideo } from '@grandfit/shared/schemas/video.ts';
import { signedInBrowser } from '../../test/browser.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { startTestServer, stopTestServer, type TestServer } from '../../test/server.ts';

/** 6 MB: more than one 5 MB part, so the video goes up as a multipart upload. */
const VIDEO = Buffer.alloc(6 * 1_048_576, 3);
Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]).copy(VIDEO);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);

/**
 * With S3_* set, videos and photos go to the bucket, not DATA_DIR: two instances on one database
 * and one bucket each serve the files the other received (docs/decisions/026-upload-storage.md).
 */
describe.each(testDatabaseKinds())('uploads in an S3 store [%s]', (kind) => {
  let s3: TestS3Server | undefined;
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  const dataDirs = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-s3-app-')));

  beforeAll(async () => {
    s3 = await startS3Server();
    first = await startTestServer(kind, { env: { ...s3.env, DATA_DIR: dataDirs[0]! } });
    second = await startTestServer(kind, {
      env: { ...s3.env, DATA_DIR: dataDirs[1]! },
      database: first.database,
    });
  });
  afterAll(async () => {
    await stopTestServer(second);
    await stopTestServer(first);
    await s3?.stop();
  });

  it('stores a video and a photo in the bucket, readable from another instance, and deletes them', async () => {
    const { browser } = await signedInBrowser(first!.url);
    const uploaded = await browser.api('/api/videos/upload', {
      method: 'POST',
      body: VIDEO,
      contentType: 'video/mp4',
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const video = (await uploaded.json()) as UploadedVideo;
    const posted = await browser.api('/api/method/photos', {
      method: 'POST',
      body: PNG,
      contentType: 'image/png',
    });
    expect(posted.status).toBe(201);
    const photo = (await posted.json()) as ProgressPhoto;

    // In the bucket, under the user's keys; nothing in either instance's data directory.
    const user = (await (await browser.api('/api/auth/user')).json()) as { id: string };
    const storage = first!.app.fileStorage;
    expect(await storage.head(`videos/${user.id}/${video.id}`)).toEqual({
      byteSize: VIDEO.length,
    });
    expect(await storage.head(`progress-photos/${user.id}/${photo.id}`)).toEqual({
      byteSize: PNG.length,
    });
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);

    // The same session on the other instance reads the same bytes.
    const elsewhere = second!.url;
    const videoBack = await browser.fetch(`${elsewhere}${video.url}`);
    expect(videoBack.status).toBe(200);
    expect(Buffer.from(await videoBack.arrayBuffer()).equals(VIDEO)).toBe(true);
    const photoBack = await browser.fetch(`${elsewhere}${photo.url}`);
    expect(photoBack.status).toBe(200);
    expect(Buffer.from(await photoBack.arrayBuffer())).toEqual(PNG);

    for (const url of [video.url, photo.url]) {
      const removed = await browser.fetch(`${elsewhere}${url}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', origin: elsewhere },
        body: '{}',
      });
      expect(removed.status).toBe(204);
    }
    expect(await storage.head(`videos/${user.id}/${video.id}`)).toBeNull();
    expect(await storage.head(`progress-photos/${user.id}/${photo.id}`)).toBeNull();
  });
});
