import type { Landmark, PoseFrame } from '@grandfit/shared/domain/form-video/types.ts';
import { POSE_BASE, loadPose } from '../../../lib/pose/load-pose.ts';

/**
 * Pose landmarks of a video, frame by frame, on the device (issue 8 point 5): the video plays and
 * pauses at fixed steps, and each frame goes through MediaPipe Pose. 8 frames a second gives a rep of
 * 2-5 s 16-40 samples, enough for its depth and its lowering and rising times to within 0.125 s.
 */
export const ANALYSIS_FPS = 8;
/** A set's video; anything longer is cut here (the rest is not analysed). */
export const MAX_ANALYSIS_SECONDS = 90;

function waitFor(target: HTMLVideoElement, event: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      target.removeEventListener(event, done);
      target.removeEventListener('error', failed);
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const failed = () => {
      target.removeEventListener(event, done);
      reject(new Error('This video cannot be played on this device'));
    };
    const aborted = () => {
      target.removeEventListener(event, done);
      reject(signal?.reason ?? new Error('Cancelled'));
    };
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

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback(callback: (now: number, meta: { mediaTime: number }) => void): number;
};

/**
 * Plays the video and, at each sample time, pauses on the frame shown and hands it to `onFrame`.
 * Playing and pausing decodes each frame once; seeking to every sample would decode from the
 * previous key frame each time, which for a phone recording (few key frames) is slow.
 */
function sampleByPlayback(
  video: FrameCallbackVideo,
  fps: number,
  until: number,
  onFrame: (timeSec: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let busy: Promise<void> = Promise.resolve();
    let finished = false;
    const finish = (error?: unknown) => {
      if (finished) return;
      finished = true;
      video.pause();
      // The frame being analysed still counts.
      void busy.then(
        () => (error ? reject(error) : resolve()),
        (failure: unknown) => reject(failure),
      );
    };
    const step = (_now: number, meta: { mediaTime: number }) => {
      if (finished) return;
      if (signal?.aborted) return finish(signal.reason ?? new Error('Cancelled'));
      const time = meta.mediaTime;
      if (time > until) return finish();
      if (time + 0.001 < next) {
        video.requestVideoFrameCallback(step);
        return;
      }
      video.pause();
      busy = onFrame(time).then(() => {
        next = (Math.floor(time * fps + 0.001) + 1) / fps;
        if (finished) return;
        video.requestVideoFrameCallback(step);
        return video.play();
      });
      busy.catch((error: unknown) => finish(error));
    };
    video.addEventListener('ended', () => finish(), { once: true });
    video.requestVideoFrameCallback(step);
    video.play().catch((error: unknown) => finish(error));
  });
}

/** The frames, and the video's width / height (the landmarks are normalised to each). */
export interface PoseVideo {
  frames: PoseFrame[];
  aspect: number;
}

export async function poseFramesOf(
  file: Blob,
  options: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<PoseVideo> {
  const { signal, onProgress } = options;
  const Pose = await loadPose();
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const pose = new Pose({ locateFile: (name) => `${POSE_BASE}${name}` });
  try {
    const loaded = waitFor(video, 'loadeddata', signal);
    video.src = url;
    await loaded;
    const duration = Math.min(await durationOf(video, signal), MAX_ANALYSIS_SECONDS);
    // Landmarks stay raw: the domain smooths the joint angle itself (docs/video-analysis.md).
    pose.setOptions({ modelComplexity: 1, smoothLandmarks: false, minDetectionConfidence: 0.5 });
    let latest: Landmark[] | null = null;
    pose.onResults((results) => {
      latest = results.poseLandmarks ?? null;
    });
    await pose.initialize();
    const total = Math.floor(duration * ANALYSIS_FPS) + 1;
    const frames: PoseFrame[] = [];
    await sampleByPlayback(
      video as FrameCallbackVideo,
      ANALYSIS_FPS,
      duration,
      async (timeSec) => {
        latest = null;
        await pose.send({ image: video });
        frames.push({ timeSec, landmarks: latest });
        onProgress?.(Math.min(frames.length, total), total);
      },
      signal,
    );
    return { frames, aspect: video.videoHeight > 0 ? video.videoWidth / video.videoHeight : 1 };
  } finally {
    void pose.close();
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
