import type { Landmark } from '@grandfit/shared/domain/form-video/types.ts';

/** Messages between the page and pose.worker.ts. */
export type PoseWorkerRequest =
  | { type: 'init'; base: string; modelComplexity: 0 | 1; useCpuInference: boolean }
  | { type: 'frame'; index: number; timeSec: number; bitmap: ImageBitmap };

export type PoseWorkerReply =
  | { type: 'ready' }
  | { type: 'result'; index: number; landmarks: Landmark[] | null }
  | { type: 'error'; message: string };
