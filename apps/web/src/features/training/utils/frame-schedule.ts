/**
 * Which frames of a set's video go through the pose model, and how far the analysis is.
 *
 * 8 frames a second gives a rep of 2-5 s 16-40 samples: enough for its depth, and for its lowering
 * and rising times to within 0.125 s (docs/video-analysis.md). More frames cost inference time
 * (about 0.1 s a frame on a laptop CPU, docs/benchmarks.md) without finding more reps.
 */
export const ANALYSIS_FPS = 8;
/** A set's video; anything longer is cut here (the rest is not analysed). */
export const MAX_ANALYSIS_SECONDS = 90;
/**
 * The frames are scaled down to this longest side before they go to the worker: the pose models
 * look at 224-256 px crops, so a phone's 1080p or 4K frame only costs copying.
 */
export const MAX_FRAME_SIDE = 640;

/** The sample times (s) of a video of `durationSec`: 0, 1/fps, 2/fps, ... up to the end. */
export function sampleTimes(
  durationSec: number,
  fps = ANALYSIS_FPS,
  maxSec = MAX_ANALYSIS_SECONDS,
): number[] {
  if (!Number.isFinite(durationSec) || durationSec <= 0 || fps <= 0) return [];
  const end = Math.min(durationSec, maxSec);
  // The small tolerance keeps a sample on the last frame when the duration is a float just under it.
  const count = Math.floor(end * fps + 1e-6) + 1;
  return Array.from({ length: count }, (_, i) => Math.min(i / fps, end));
}

/** The size a frame is scaled to: its own when small enough, else the longest side made `max`. */
export function frameSize(
  width: number,
  height: number,
  max = MAX_FRAME_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest <= 0) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Progress of the analysis in whole percent: frames done out of frames to do. */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((100 * Math.min(Math.max(done, 0), total)) / total);
}
