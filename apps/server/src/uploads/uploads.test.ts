import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { ProgressPhoto } from '@grandfit/shared/schemas/method.ts';
import type { UploadedVideo } from '@grandfit/shared/schemas/video.ts';
import { progressPhotos } from '../db/schema/journey.ts';
import { videos } from '../db/schema/video.ts';
import { type TestBrowser, signedInBrowser } from '../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../test/server.ts';
import { TOO_MANY_AT_ONCE, TOO_MANY_OF_YOURS } from './uploads.service.ts';

const VIDEOS = '/api/videos/upload';
const PHOTOS = '/api/method/photos';
const MB = 1_048_576;
const PHOTO_BYTES = 700 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-uploads-'));
const uploadsDir = path.join(dataDir, 'uploads');

/** An MP4 of `bytes` bytes: its "ftyp" box, then filler (the server checks only the signature). */
function mp4(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]).copy(file);
  return file;
}
function jpeg(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(file);
  return file;
}

/** A body sent in 64 KB chunks without a Content-Length, so only streaming can stop it. */
function streamed(file: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= file.length) return controller.close();
      controller.enqueue(file.subarray(offset, offset + 65_536));
      offset += 65_536;
    },
  });
}

/** An upload that sends its first bytes, then waits to be let go (or cut off). */
function heldUpload(browser: TestBrowser, url: string, head: Buffer, type: string) {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const abort = new AbortController();
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(head);
        return;
      }
      await released;
      controller.close();
    },
  });
  const response = fetch(new URL(url, browser.baseUrl), {
    method: 'POST',
    body,
    duplex: 'half',
    signal: abort.signal,
    headers: {
      'content-type': type,
      origin: browser.baseUrl,
      cookie: `gf_session=${browser.cookie('gf_session')}`,
    },
  } as RequestInit);
  return { response, finish: letGo, cutOff: () => abort.abort() };
}

function upload(
  browser: TestBrowser,
  url: string,
  body: Uint8Array | ReadableStream,
  type: string,
) {
  return browser.api(url, { method: 'POST', body, contentType: type });
}

async function answer(response: Promise<Response> | Response) {
  const done = await response;
  const text = await done.text();
  return { status: done.status, body: text ? (JSON.parse(text) as { message?: string }) : {} };
}

/** Every file under the uploads directory, partial ones included. */
function storedFiles(): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  return fs
    .readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function rows(server: TestServer) {
  const { db } = server.database;
  return { videos: await db.$count(videos), photos: await db.$count(progressPhotos) };
}

/** Waits for the server's count of uploads in progress (an event the test cannot see otherwise). */
async function uploadsInProgress(server: TestServer, count: number) {
  while (server.app.uploads.activeUploads !== count) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeWithServer(
  'uploads: quota, caps, streaming',
  (server) => {
    it('keeps each user within their quota, counting videos and photos together', async () => {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      const { browser } = await signedInBrowser(server().url);
      const video = (await (
        await upload(browser, VIDEOS, mp4(1.5 * MB), 'video/mp4')
      ).json()) as UploadedVideo;
      expect(video.byteSize).toBe(1.5 * MB);

      const message =
        'Your videos and photos use 1.5 MB of your 2 MB: delete some to make room for this one';
      // Announced too large for the room left: refused before reading.
      expect(await answer(upload(browser, PHOTOS, jpeg(PHOTO_BYTES), 'image/jpeg'))).toEqual({
        status: 413,
        body: { message },
      });
      // Streamed without a length: stopped once past the room left.
      expect(
        await answer(upload(browser, PHOTOS, streamed(jpeg(PHOTO_BYTES)), 'image/jpeg')),
      ).toEqual({ status: 413, body: { message } });
      expect(await rows(server())).toEqual({ videos: 1, photos: 0 });
      expect(storedFiles()).toHaveLength(1);

      // Another user has their own quota.
      const { browser: other } = await signedInBrowser(server().url);
      expect((await answer(upload(other, PHOTOS, jpeg(PHOTO_BYTES), 'image/jpeg'))).status).toBe(
        201,
      );

      // Deleting makes room.
      expect((await answer(browser.api(video.url, { method: 'DELETE', json: {} }))).status).toBe(
        204,
      );
      const photo = await answer(
        upload(browser, PHOTOS, streamed(jpeg(PHOTO_BYTES)), 'image/jpeg'),
      );
      expect(photo.status).toBe(201);
      expect((photo.body as ProgressPhoto).byteSize).toBe(PHOTO_BYTES);
      expect(await rows(server())).toEqual({ videos: 0, photos: 2 });
      expect(storedFiles()).toHaveLength(2);
    });

    it('takes one upload at a time per user and two in all, answering 429 past that', async () => {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      const { browser: first } = await signedInBrowser(server().url);
      const { browser: second } = await signedInBrowser(server().url);
      const { browser: third } = await signedInBrowser(server().url);

      const held = heldUpload(first, VIDEOS, mp4(1024), 'video/mp4');
      await uploadsInProgress(server(), 1);
      const mine = await upload(first, PHOTOS, jpeg(1024), 'image/jpeg');
      expect(mine.status).toBe(429);
      expect(mine.headers.get('retry-after')).toBe('10');
      expect(await mine.json()).toEqual({ message: TOO_MANY_OF_YOURS });

      const heldToo = heldUpload(second, PHOTOS, jpeg(1024), 'image/jpeg');
      await uploadsInProgress(server(), 2);
      expect(await answer(upload(third, VIDEOS, mp4(1024), 'video/mp4'))).toEqual({
        status: 429,
        body: { message: TOO_MANY_AT_ONCE },
      });
      expect(await rows(server())).toEqual({ videos: 0, photos: 0 });

      held.finish();
      heldToo.finish();
      expect((await answer(held.response)).status).toBe(201);
      expect((await answer(heldToo.response)).status).toBe(201);
      await uploadsInProgress(server(), 0);
      // Places are given back: the third user's upload goes through now.
      expect((await answer(upload(third, VIDEOS, mp4(1024), 'video/mp4'))).status).toBe(201);
      expect(await rows(server())).toEqual({ videos: 2, photos: 1 });
    });

    it('keeps nothing of an upload the client cuts off, and frees its place', async () => {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      const { browser } = await signedInBrowser(server().url);
      const held = heldUpload(browser, VIDEOS, mp4(256 * 1024), 'video/mp4');
      await uploadsInProgress(server(), 1);
      held.cutOff();
      await expect(held.response).rejects.toThrow();
      await uploadsInProgress(server(), 0);
      expect(storedFiles()).toEqual([]);
      expect(await rows(server())).toEqual({ videos: 0, photos: 0 });
      expect((await answer(upload(browser, VIDEOS, mp4(1024), 'video/mp4'))).status).toBe(201);
    });

    it('refuses a file that is not what it claims before storing any of it', async () => {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      const { browser } = await signedInBrowser(server().url);
      const fake = Buffer.alloc(MB, 0x41);
      expect(await answer(upload(browser, VIDEOS, streamed(fake), 'video/mp4'))).toEqual({
        status: 400,
        body: { message: 'This file is not an MP4, MOV or WebM video' },
      });
      expect(storedFiles()).toEqual([]);
      await uploadsInProgress(server(), 0);
    });
  },
  {
    env: {
      DATA_DIR: dataDir,
      UPLOAD_QUOTA_MB: '2',
      UPLOADS_PER_USER: '1',
      UPLOADS_PER_INSTANCE: '2',
    },
  },
);
