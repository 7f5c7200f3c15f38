/// <reference lib="webworker" />
import type { Pose, Results } from '@mediapipe/pose';
import type { PoseWorkerReply, PoseWorkerRequest } from './pose-protocol.ts';

/**
 * MediaPipe Pose in a dedicated worker, so inference never blocks the page (docs/benchmarks.md,
 * "Video analysis"). Classic worker: the legacy package is a classic script loaded with
 * importScripts.
 *
 * The package's own worker branch does not work (it never sets the WebGL context it later reads,
 * and it would importScripts the .tflite model), while its page branch works once `window` and the
 * little of `document` it touches exist: script tags become importScripts, canvases become
 * OffscreenCanvas.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope & Record<string, unknown>;

interface ScriptShim {
  src: string;
  listeners: Record<string, () => void>;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: () => void): void;
}

scope.window = scope;
scope.document = {
  createElement(tag: string): OffscreenCanvas | ScriptShim {
    if (tag === 'canvas') return new OffscreenCanvas(1, 1);
    const script: ScriptShim = {
      src: '',
      listeners: {},
      setAttribute(name, value) {
        if (name === 'src') this.src = value;
      },
      addEventListener(type, listener) {
        this.listeners[type] = listener;
      },
    };
    return script;
  },
  body: {
    appendChild(script: ScriptShim) {
      try {
        scope.importScripts(script.src);
        script.listeners.load?.();
      } catch {
        script.listeners.error?.();
      }
    },
  },
  addEventListener() {},
  removeEventListener() {},
};

let pose: Pose | null = null;
let latest: Results['poseLandmarks'] | null = null;

const reply = (message: PoseWorkerReply) => scope.postMessage(message);

async function handle(request: PoseWorkerRequest) {
  if (request.type === 'init') {
    scope.importScripts(`${request.base}pose.js`);
    const Constructor = scope.Pose as typeof Pose | undefined;
    if (!Constructor) throw new Error('MediaPipe Pose did not load');
    pose = new Constructor({ locateFile: (name) => `${request.base}${name}` });
    pose.setOptions({
      modelComplexity: request.modelComplexity,
      // Landmarks stay raw: the domain smooths the joint angle itself (docs/video-analysis.md).
      smoothLandmarks: false,
      minDetectionConfidence: 0.5,
      // The options type of the legacy package omits this graph option, which it does honour.
      ...({ useCpuInference: request.useCpuInference } as object),
    });
    pose.onResults((results) => {
      latest = results.poseLandmarks ?? null;
    });
    await pose.initialize();
    reply({ type: 'ready' });
    return;
  }
  if (!pose) throw new Error('The pose model is not loaded');
  latest = null;
  try {
    // The legacy typings list DOM elements only; it reads width and height, as an ImageBitmap has.
    await pose.send(
      { image: request.bitmap as unknown as HTMLCanvasElement },
      request.timeSec * 1000,
    );
  } finally {
    request.bitmap.close();
  }
  reply({
    type: 'result',
    index: request.index,
    landmarks: latest
      ? (latest as { x: number; y: number; z: number; visibility?: number }[]).map((l) => ({
          x: l.x,
          y: l.y,
          z: l.z,
          visibility: l.visibility,
        }))
      : null,
  });
}

// Frames are handled one at a time, in order: MediaPipe tracks the pose from frame to frame.
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event: MessageEvent<PoseWorkerRequest>) => {
  queue = queue
    .then(() => handle(event.data))
    .catch((error: unknown) =>
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
};
