import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { ProgressPhoto } from '@grandfit/shared/schemas/method.ts';
import { progressPhotos } from '../../db/schema/journey.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';

const PHOTOS = '/api/method/photos';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-photos-'));
const photoDir = path.join(dataDir, 'uploads', 'progress-photos');

/** Bytes that start like each format (the server checks the signature, not the whole image). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x10, 0, 0, 0]),
  Buffer.from('WEBPVP8 body'),
]);

function upload(browser: TestBrowser, body: Uint8Array | ReadableStream, type: string, query = '') {
  return browser.api(`${PHOTOS}${query}`, { method: 'POST', body, contentType: type });
}

async function created(response: Response): Promise<ProgressPhoto> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ProgressPhoto;
}

/**
 * The status, with the body read: an unread body keeps its connection busy, and a server closed
 * right after the test would wait for it until the keep-alive timeout.
 */
async function statusOf(response: Promise<Response> | Response): Promise<number> {
  const done = await response;
  await done.arrayBuffer();
  return done.status;
}

async function messageOf(response: Response) {
  return ((await response.json()) as { message: string }).message;
}

/** Files under the photo directory, as userId/photoId. */
function storedFiles(): string[] {
  if (!fs.existsSync(photoDir)) return [];
  return fs
    .readdirSync(photoDir)
    .flatMap((user) => fs.readdirSync(path.join(photoDir, user)).map((id) => `${user}/${id}`));
}

async function expectNothingStored(server: TestServer) {
  expect(await server.database.db.$count(progressPhotos)).toBe(0);
  expect(storedFiles()).toEqual([]);
}

function removeFiles() {
  fs.rmSync(photoDir, { recursive: true, force: true });
}

describeWithServer(
  'progress photos',
  (server) => {
    it('answers 401 without a session', async () => {
      removeFiles();
      const browser = new TestBrowser(server().url);
      expect(await statusOf(upload(browser, JPEG, 'image/jpeg'))).toBe(401);
      expect(await statusOf(browser.api(PHOTOS))).toBe(401);
      const id = '3b0b0f52-3c43-4d4e-9b61-0a7d3f1f0a11';
      expect(await statusOf(browser.api(`${PHOTOS}/${id}`))).toBe(401);
      expect(await statusOf(browser.api(`${PHOTOS}/${id}`, { method: 'DELETE', json: {} }))).toBe(
        401,
      );
      await expectNothingStored(server());
    });

    it('stores dated photos, lists the series newest first and serves the bytes', async () => {
      removeFiles();
      const { browser } = await signedInBrowser(server().url);
      const first = await created(await upload(browser, PNG, 'image/png', '?takenOn=2026-09-01'));
      const latest = await created(
        await upload(browser, WEBP, 'image/webp', '?takenOn=2026-11-20'),
      );
      const middle = await created(
        await upload(browser, JPEG, 'image/jpeg', '?takenOn=2026-10-15'),
      );
      expect(first).toMatchObject({
        takenOn: '2026-09-01',
        contentType: 'image/png',
        byteSize: PNG.length,
        url: `${PHOTOS}/${first.id}`,
      });

      const list = await browser.api(PHOTOS);
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([latest, middle, first]);

      const image = await browser.api(first.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

      // The bytes sit in the data directory, one file per photo in the user's folder.
      const user = (await (await browser.api('/api/auth/user')).json()) as { id: string };
      expect(storedFiles().sort()).toEqual(
        [first, middle, latest].map((photo) => `${user.id}/${photo.id}`).sort(),
      );
    });

    it('dates a photo today by default and never in the future', async () => {
      removeFiles();
      const { browser } = await signedInBrowser(server().url);
      const today = new Date().toISOString().slice(0, 10);
      expect((await created(await upload(browser, JPEG, 'image/jpeg'))).takenOn).toBe(today);

      const future = await upload(browser, JPEG, 'image/jpeg', '?takenOn=2199-01-01');
      expect(future.status).toBe(400);
      expect(await messageOf(future)).toBe('A photo cannot be dated in the future');
      expect(await statusOf(upload(browser, JPEG, 'image/jpeg', '?takenOn=2026-02-30'))).toBe(400);
      expect(storedFiles()).toHaveLength(1);
    });

    it('checks the bytes: a non-image is refused, a mislabelled image keeps its real type', async () => {
      removeFiles();
      const { browser } = await signedInBrowser(server().url);
      const text = await upload(browser, Buffer.from('not an image at all'), 'image/jpeg');
      expect(text.status).toBe(400);
      expect(await messageOf(text)).toBe('This file is not a JPEG, PNG or WebP image');
      expect(await statusOf(upload(browser, new Uint8Array(), 'image/png'))).toBe(400);
      await expectNothingStored(server());

      const mislabelled = await created(await upload(browser, PNG, 'image/jpeg'));
      expect(mislabelled.contentType).toBe('image/png');
    });

    it('refuses other types and bodies over 10 MB', async () => {
      removeFiles();
      const { browser } = await signedInBrowser(server().url);
      expect(await statusOf(upload(browser, JPEG, 'image/gif'))).toBe(415);
      const json = browser.api(PHOTOS, { method: 'POST', json: { image: 'x' } });
      expect(await statusOf(json)).toBe(415);

      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
      JPEG.copy(big);
      const tooLarge = await upload(browser, big, 'image/jpeg');
      expect(tooLarge.status).toBe(413);
      expect(await messageOf(tooLarge)).toBe('The photo is larger than 10 MB');

      // Sent in chunks without a Content-Length: stopped once past the limit.
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 11 * 1024 * 1024) return controller.close();
          controller.enqueue(
            sent === 0 ? big.subarray(0, 1024 * 1024) : new Uint8Array(1024 * 1024),
          );
          sent += 1024 * 1024;
        },
      });
      expect(await statusOf(upload(browser, stream, 'image/jpeg'))).toBe(413);
      await expectNothingStored(server());

      // Exactly 10 MB is fine.
      const max = await created(
        await upload(browser, big.subarray(0, 10 * 1024 * 1024), 'image/jpeg'),
      );
      expect(max.byteSize).toBe(10 * 1024 * 1024);
    });

    it('deletes a photo and its file', async () => {
      removeFiles();
      const { browser } = await signedInBrowser(server().url);
      const photo = await created(await upload(browser, JPEG, 'image/jpeg'));
      const removed = await browser.api(photo.url, { method: 'DELETE', json: {} });
      expect(removed.status).toBe(204);
      await expectNothingStored(server());
      expect(await statusOf(browser.api(photo.url))).toBe(404);
      // Repeated (a retry after a lost answer): already gone, still 204.
      expect(await statusOf(browser.api(photo.url, { method: 'DELETE', json: {} }))).toBe(204);
      expect(await (await browser.api(PHOTOS)).json()).toEqual([]);
    });

    it('shows and deletes a photo only for its owner', async () => {
      removeFiles();
      const { browser } = await signedInBrowser(server().url);
      const photo = await created(await upload(browser, JPEG, 'image/jpeg'));
      const { browser: other } = await signedInBrowser(server().url);

      expect(await statusOf(other.api(photo.url))).toBe(404);
      expect(await statusOf(other.api(photo.url, { method: 'DELETE', json: {} }))).toBe(404);
      expect(await (await other.api(PHOTOS)).json()).toEqual([]);
      expect(await statusOf(other.api(`${PHOTOS}/not-a-uuid`))).toBe(404);
      expect(
        await statusOf(other.api(`${PHOTOS}/not-a-uuid`, { method: 'DELETE', json: {} })),
      ).toBe(404);

      // Still there for its owner.
      const own = await browser.api(photo.url);
      expect(own.status).toBe(200);
      expect(Buffer.from(await own.arrayBuffer())).toEqual(JPEG);
      expect(storedFiles()).toHaveLength(1);
    });
  },
  { env: { DATA_DIR: dataDir } },
);
