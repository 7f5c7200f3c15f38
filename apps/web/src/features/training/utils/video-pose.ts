import type { PoseFrame } from '@grandfit/shared/domain/form-video/types.ts';
import {
  DEFAULT_POSE_MODEL,
  startPoseWorker,
  type PoseModelOptions,
} from '../../../lib/pose/load-pose.ts';
import { ANALYSIS_FPS, frameSize, sampleTimes } from './frame-schedule.ts';

/**
 * Frames handed to the worker ahead of its answers: one being analysed and one ready, so seeking
 * and scaling the next frame overlap inference without holding many decoded frames in memory.
 */
const FRAMES_IN_FLIGHT = 2;

function cancelled(signal?: AbortSignal): unknown {
  return signal?.reason ?? new DOMException('Cancelled', 'AbortError');
}

function waitFor(target: HTMLVideoElement, event: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      target.removeEventListener(event, done);
      target.removeEventListener('error', failed);
      signal?.removeEventListener('abort', aborted);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const failed = () => {
      cleanup();
      reject(new Error('This video cannot be played on this device'));
    };
    const aborted = () => {
      cleanup();
      reject(cancelled(signal));
    };
    if (signal?.aborted) return aborted();
    target.addEventListener(event, done, { once: true });
    target.addEventListener('error', failed, { once: true });
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * The duration in seconds. Recordings made with MediaRecorder (WebM) carry none until the player
 * has looked for the end, so it is sought there first.
 */
async function durationOf(video: HTMLVideoElement, signal?: AbortSignal): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  const found = waitFor(video, 'durationchange', signal);
  video.currentTime = Number.MAX_SAFE_INTEGER;
  await found;
  const duration = video.duration;
  video.currentTime = 0;
  await waitFor(video, 'seeked', signal);
  return Number.isFinite(duration) ? duration : 0;
}

async function seek(video: HTMLVideoElement, timeSec: number, signal?: AbortSignal) {
  if (Math.abs(video.currentTime - timeSec) < 1e-6 && video.readyState >= 2) return;
  const seeked = waitFor(video, 'seeked', signal);
  video.currentTime = timeSec;
  await seeked;
}

/** The frames, and the video's width / height (the landmarks are normalised to each). */
export interface PoseVideo {
  frames: PoseFrame[];
  aspect: number;
}

export interface PoseFramesOptions {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  fps?: number;
  model?: PoseModelOptions;
}

/**
 * Pose landmarks of a video at `fps` frames a second, found on the device (docs/video-analysis.md).
 * The page seeks to each sample time and hands the frame, scaled down, to the pose worker as a
 * transferred ImageBitmap; the page itself only decodes. Seeking (rather than playing) gives an
 * exact count of frames to do for the progress, and decoding ends with the last sample.
 * Aborting the signal stops decoding and terminates the worker.
 */
export async function poseFramesOf(
  file: Blob,
  options: PoseFramesOptions = {},
): Promise<PoseVideo> {
  const { signal, onProgress, fps = ANALYSIS_FPS, model = DEFAULT_POSE_MODEL } = options;
  if (signal?.aborted) throw cancelled(signal);
  // The model loads while the video is opened.
  const starting = startPoseWorker(model, signal);
  // Seen by the caller's catch, not as an unhandled rejection, when the video fails first.
  starting.catch(() => undefined);
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let worker: Awaited<typeof starting> | null = null;
  try {
    const loaded = waitFor(video, 'loadeddata', signal);
    video.src = url;
    await loaded;
    const times = sampleTimes(await durationOf(video, signal), fps);
    const size = frameSize(video.videoWidth, video.videoHeight);
    worker = await starting;
    onProgress?.(0, times.length);
    const frames: PoseFrame[] = new Array<PoseFrame>(times.length);
    let done = 0;
    const inFlight: Promise<void>[] = [];
    for (const [index, timeSec] of times.entries()) {
      if (signal?.aborted) throw cancelled(signal);
      await seek(video, timeSec, signal);
      const bitmap = await createImageBitmap(video, {
        resizeWidth: size.width,
        resizeHeight: size.height,
        resizeQuality: 'medium',
      });
      const answered = worker.analyse(index, timeSec, bitmap).then((landmarks) => {
        frames[index] = { timeSec, landmarks };
        done += 1;
        onProgress?.(done, times.length);
      });
      // When one frame fails they all do; the first is thrown, the others are not left unhandled.
      answered.catch(() => undefined);
      inFlight.push(answered);
      if (inFlight.length >= FRAMES_IN_FLIGHT) await inFlight.shift();
    }
    await Promise.all(inFlight);
    return { frames, aspect: video.videoHeight > 0 ? video.videoWidth / video.videoHeight : 1 };
  } finally {
    // Once the last sample is taken (or the analysis stopped) nothing more is decoded.
    if (worker) worker.terminate();
    else
      void starting.then(
        (started) => started.terminate(),
        () => undefined,
      );
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
