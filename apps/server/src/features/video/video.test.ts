import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type {
  StoredVideoAnalysis,
  UploadedVideo,
  VideoAnalysisRequest,
} from '@grandfit/shared/schemas/video.ts';
import { videoAnalyses, videos } from '../../db/schema/video.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';
import { videoTypeOf } from './video-type.ts';

const UPLOAD = '/api/videos/upload';
const ANALYSIS = '/api/ai/video-analysis';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-videos-'));
const videoDir = path.join(dataDir, 'uploads', 'videos');

/** Bytes that start like each format (the server checks the signature, not the whole file). */
const box = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
const MP4 = box('isom');
const MOV = box('qt  ');
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(32),
]);
const MKV = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('matroska')]);

function upload(browser: TestBrowser, body: Uint8Array, type: string) {
  return browser.api(UPLOAD, { method: 'POST', body, contentType: type });
}

async function status(response: Promise<Response> | Response): Promise<number> {
  const done = await response;
  await done.arrayBuffer();
  return done.status;
}

async function created<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

const RESULT = {
  overallScore: 82,
  confidence: 0.91,
  movementScore: 88,
  rangeOfMotionScore: 75,
  tempoScore: 80,
  stabilityScore: 86,
  feedback: ['5 reps found; depth 95° on average.'],
  corrections: ['Rep 4 stopped at 112°: sit 12° deeper.'],
  reps: 5,
};

function analysis(overrides: Partial<VideoAnalysisRequest> = {}): VideoAnalysisRequest {
  return {
    clientId: randomUUID(),
    exerciseId: 'back-squat',
    videoUrl: null,
    setData: { weight: 135, reps: 5, rir: 2, setNumber: 1 },
    result: RESULT,
    ...overrides,
  };
}

function storedFiles(): string[] {
  if (!fs.existsSync(videoDir)) return [];
  return fs
    .readdirSync(videoDir)
    .flatMap((user) => fs.readdirSync(path.join(videoDir, user)).map((id) => `${user}/${id}`));
}

async function counts(server: TestServer) {
  const { db } = server.database;
  return { videos: await db.$count(videos), analyses: await db.$count(videoAnalyses) };
}

it('knows a video from its first bytes', () => {
  expect(videoTypeOf(MP4)).toBe('video/mp4');
  expect(videoTypeOf(MOV)).toBe('video/quicktime');
  expect(videoTypeOf(WEBM)).toBe('video/webm');
  expect(videoTypeOf(MKV)).toBeNull();
  expect(videoTypeOf(Buffer.from('not a video at all'))).toBeNull();
  expect(videoTypeOf(new Uint8Array(0))).toBeNull();
});

describeWithServer(
  'videos and video analyses',
  (server) => {
    it('answers 401 without a session and stores nothing', async () => {
      const browser = new TestBrowser(server().url);
      expect(await status(upload(browser, MP4, 'video/mp4'))).toBe(401);
      expect(await status(browser.api(`/api/videos/${randomUUID()}`))).toBe(401);
      expect(await status(browser.api(ANALYSIS, { method: 'POST', json: analysis() }))).toBe(401);
      expect(await counts(server())).toEqual({ videos: 0, analyses: 0 });
    });

    it('stores a video by its real type and serves it to its owner', async () => {
      fs.rmSync(videoDir, { recursive: true, force: true });
      const { browser } = await signedInBrowser(server().url);
      // A QuickTime file labelled MP4 keeps its real type.
      const video = await created<UploadedVideo>(await upload(browser, MOV, 'video/mp4'));
      expect(video).toMatchObject({
        contentType: 'video/quicktime',
        byteSize: MOV.length,
        url: `/api/videos/${video.id}`,
      });
      const served = await browser.api(video.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('video/quicktime');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(MOV);
      expect(storedFiles()).toHaveLength(1);
      const webm = await created<UploadedVideo>(await upload(browser, WEBM, 'video/webm'));
      expect(webm.contentType).toBe('video/webm');
    });

    it('refuses what is not a video, other types and files over 100 MB', async () => {
      fs.rmSync(videoDir, { recursive: true, force: true });
      const { browser } = await signedInBrowser(server().url);
      const notVideo = await upload(browser, Buffer.from('hello'), 'video/mp4');
      expect(notVideo.status).toBe(400);
      expect(await notVideo.json()).toEqual({
        message: 'This file is not an MP4, MOV or WebM video',
      });
      expect(await status(upload(browser, MP4, 'video/x-msvideo'))).toBe(415);
      const big = Buffer.alloc(100 * 1_048_576 + 1);
      MP4.copy(big);
      const tooLarge = await upload(browser, big, 'video/mp4');
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({ message: 'The video is larger than 100 MB' });
      // Sent in chunks without a Content-Length: stopped while streaming, nothing kept.
      let offset = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= big.length) return controller.close();
          controller.enqueue(big.subarray(offset, offset + 1_048_576));
          offset += 1_048_576;
        },
      });
      const streamed = await browser.api(UPLOAD, {
        method: 'POST',
        body: stream,
        contentType: 'video/mp4',
      });
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toEqual({ message: 'The video is larger than 100 MB' });
      expect(storedFiles()).toEqual([]);
      expect(await counts(server())).toEqual({ videos: 0, analyses: 0 });
    });

    it('stores an analysis with its set once, however often it is sent', async () => {
      const { browser } = await signedInBrowser(server().url);
      const video = await created<UploadedVideo>(await upload(browser, MP4, 'video/mp4'));
      const request = analysis({ videoUrl: video.url });
      const first = await created<StoredVideoAnalysis>(
        await browser.api(ANALYSIS, { method: 'POST', json: request }),
      );
      expect(first).toMatchObject({
        ...RESULT,
        exerciseId: 'back-squat',
        videoUrl: video.url,
        setData: { weight: 135, reps: 5, rir: 2, setNumber: 1 },
      });
      // Replayed (a retry after a lost answer): the same analysis, nothing doubles.
      const again = await browser.api(ANALYSIS, { method: 'POST', json: request });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first);
      expect(await counts(server())).toEqual({ videos: 1, analyses: 1 });
      // A video that stayed on the device: no url.
      const local = await created<StoredVideoAnalysis>(
        await browser.api(ANALYSIS, {
          method: 'POST',
          json: analysis({ setData: { weight: null, reps: null, rir: null, setNumber: null } }),
        }),
      );
      expect(local.videoUrl).toBeNull();
    });

    it("feeds the coach's form analysis of that exercise, and only the owner's", async () => {
      const { browser } = await signedInBrowser(server().url);
      await created(await browser.api(ANALYSIS, { method: 'POST', json: analysis() }));
      const form = (await (await browser.api('/api/ai/form-analysis/back-squat')).json()) as {
        overallScore: number;
        feedback: string[];
        recommendations: string[];
      };
      // No sets logged: the score is the video's.
      expect(form.overallScore).toBe(82);
      expect(form.feedback.at(-1)).toMatch(
        /^Latest video \(\d{4}-\d{2}-\d{2}, 5 reps\): overall 82; movement consistency 88, range of motion 75, tempo 80, stability 86\.$/,
      );
      expect(form.recommendations[0]).toBe(RESULT.corrections[0]);
      const { browser: other } = await signedInBrowser(server().url);
      const theirs = (await (await other.api('/api/ai/form-analysis/back-squat')).json()) as {
        overallScore: number | null;
        feedback: string[];
      };
      // No video, no form score: null ("no data yet"), never 0 (decision 036).
      expect(theirs.overallScore).toBeNull();
      expect(theirs.feedback.join(' ')).not.toMatch(/video/i);
    });

    it('refuses bad analyses with a clear message and stores nothing', async () => {
      const { browser } = await signedInBrowser(server().url);
      const post = (json: unknown) => browser.api(ANALYSIS, { method: 'POST', json });
      const unknown = await post(analysis({ exerciseId: 'moon-walk' }));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'Exercise not found' });
      const noVideo = await post(analysis({ videoUrl: `/api/videos/${randomUUID()}` }));
      expect(noVideo.status).toBe(404);
      expect(await noVideo.json()).toEqual({ message: 'Video not found' });
      expect(await status(post(analysis({ videoUrl: 'https://example.com/x.mp4' })))).toBe(404);
      for (const bad of [
        analysis({ result: { ...RESULT, overallScore: 140 } }),
        analysis({ result: { ...RESULT, confidence: 2 } }),
        analysis({ result: { ...RESULT, reps: 0 } }),
        analysis({ setData: { weight: -5, reps: 5, rir: 2, setNumber: 1 } }),
        analysis({ setData: { weight: 100, reps: 51, rir: 2, setNumber: 1 } }),
        analysis({ setData: { weight: 100, reps: 5, rir: 11, setNumber: 1 } }),
        { ...analysis(), clientId: 'not-a-uuid' },
      ]) {
        const response = await post(bad);
        expect(response.status, JSON.stringify(bad)).toBe(400);
        const body = (await response.json()) as { message: string };
        expect(body.message.length).toBeGreaterThan(0);
      }
      expect(await counts(server())).toEqual({ videos: 0, analyses: 0 });
    });

    it('deletes a video and its file for its owner only, and again without error', async () => {
      fs.rmSync(videoDir, { recursive: true, force: true });
      const { browser: owner } = await signedInBrowser(server().url);
      const video = await created<UploadedVideo>(await upload(owner, MP4, 'video/mp4'));
      const kept = await created<StoredVideoAnalysis>(
        await owner.api(ANALYSIS, { method: 'POST', json: analysis({ videoUrl: video.url }) }),
      );
      const remove = (browser: TestBrowser, url: string) =>
        status(browser.api(url, { method: 'DELETE', json: {} }));

      const { browser: other } = await signedInBrowser(server().url);
      expect(await remove(new TestBrowser(server().url), video.url)).toBe(401);
      expect(await remove(other, video.url)).toBe(404);
      expect(await remove(other, '/api/videos/not-a-uuid')).toBe(404);
      expect(await counts(server())).toEqual({ videos: 1, analyses: 1 });
      expect(storedFiles()).toHaveLength(1);

      expect(await remove(owner, video.url)).toBe(204);
      expect(await counts(server())).toEqual({ videos: 0, analyses: 1 });
      expect(storedFiles()).toEqual([]);
      expect(await status(owner.api(video.url))).toBe(404);
      // Repeated (a retry after a lost answer): already gone, still 204.
      expect(await remove(owner, video.url)).toBe(204);
      // The analysis keeps its figures, without the link.
      const [row] = await server().database.db.select().from(videoAnalyses);
      expect(row).toMatchObject({ id: kept.id, videoId: null, overallScore: 82 });
    });

    it("never shows or links another user's video", async () => {
      const { browser: owner } = await signedInBrowser(server().url);
      const video = await created<UploadedVideo>(await upload(owner, MP4, 'video/mp4'));
      const request = analysis({ videoUrl: video.url });
      await created(await owner.api(ANALYSIS, { method: 'POST', json: request }));

      const { browser: other } = await signedInBrowser(server().url);
      expect(await status(other.api(video.url))).toBe(404);
      expect(await status(other.api('/api/videos/not-a-uuid'))).toBe(404);
      // Another user cannot attach the video to an analysis, nor replay the owner's client id.
      expect(
        await status(
          other.api(ANALYSIS, { method: 'POST', json: analysis({ videoUrl: video.url }) }),
        ),
      ).toBe(404);
      const replay = await other.api(ANALYSIS, {
        method: 'POST',
        json: { ...request, videoUrl: null },
      });
      expect(replay.status).toBe(201);
      const theirs = (await replay.json()) as StoredVideoAnalysis;
      expect(theirs.videoUrl).toBeNull();
      expect(await counts(server())).toEqual({ videos: 1, analyses: 2 });
    });
  },
  { env: { DATA_DIR: dataDir } },
);
