import type { Landmark } from '@grandfit/shared/domain/form-video/types.ts';
import type { PoseWorkerReply, PoseWorkerRequest } from './pose-protocol.ts';

/**
 * MediaPipe Pose from our own origin (vite-mediapipe-pose.ts): the library script, its
 * WebAssembly and the landmark models are served under /mediapipe/pose/; nothing is fetched from a
 * CDN. They load in a worker (pose.worker.ts) the first time a video is analysed.
 */
export const POSE_BASE = '/mediapipe/pose/';

export interface PoseModelOptions {
  /** 0 = lite, 1 = full (docs/benchmarks.md "Video analysis" compares them). */
  modelComplexity: 0 | 1;
  /**
   * TFLite on the CPU (XNNPACK, WebAssembly SIMD) rather than WebGL: without a GPU, WebGL is
   * emulated in software and many times slower (docs/benchmarks.md).
   */
  useCpuInference: boolean;
}

export const DEFAULT_POSE_MODEL: PoseModelOptions = { modelComplexity: 0, useCpuInference: true };

export interface PoseWorker {
  /** The landmarks of one frame; the bitmap is transferred to the worker (and closed there). */
  analyse(index: number, timeSec: number, bitmap: ImageBitmap): Promise<Landmark[] | null>;
  /** Stops the worker at once, inference under way included. */
  terminate(): void;
}

/**
 * Starts the pose worker and resolves once the model is ready. Aborting the signal terminates the
 * worker and rejects whatever is still waiting on it.
 */
export function startPoseWorker(
  options: PoseModelOptions = DEFAULT_POSE_MODEL,
  signal?: AbortSignal,
): Promise<PoseWorker> {
  const worker = new Worker(new URL('./pose.worker.ts', import.meta.url), {
    type: 'classic',
    name: 'pose',
  });
  const waiting = new Map<
    number,
    { resolve: (l: Landmark[] | null) => void; reject: (e: unknown) => void }
  >();
  let ready: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  let failure: unknown = null;

  const fail = (error: unknown) => {
    failure ??= error;
    worker.terminate();
    ready?.reject(error);
    ready = null;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    signal?.removeEventListener('abort', onAbort);
  };
  const onAbort = () => fail(signal?.reason ?? new DOMException('Cancelled', 'AbortError'));
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();

  worker.onmessage = (event: MessageEvent<PoseWorkerReply>) => {
    const message = event.data;
    if (message.type === 'ready') {
      ready?.resolve();
      ready = null;
    } else if (message.type === 'result') {
      waiting.get(message.index)?.resolve(message.landmarks);
      waiting.delete(message.index);
    } else {
      fail(new Error(message.message));
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(new Error(event.message || 'The pose model could not be loaded'));
  };

  const post = (message: PoseWorkerRequest, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const handle: PoseWorker = {
    analyse(index, timeSec, bitmap) {
      if (failure) {
        bitmap.close();
        return Promise.reject(failure);
      }
      return new Promise((resolve, reject) => {
        waiting.set(index, { resolve, reject });
        post({ type: 'frame', index, timeSec, bitmap }, [bitmap]);
      });
    },
    terminate() {
      fail(new DOMException('Stopped', 'AbortError'));
    },
  };
  return new Promise<PoseWorker>((resolve, reject) => {
    if (failure) return reject(failure);
    ready = { resolve: () => resolve(handle), reject };
    post({ type: 'init', base: POSE_BASE, ...options });
  });
}
