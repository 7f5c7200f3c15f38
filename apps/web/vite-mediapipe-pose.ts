import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves MediaPipe Pose (docs/decisions/018-video-analysis.md) from our own origin under
 * /mediapipe/pose/: the library script, its WebAssembly and the landmark models (the same decision:
 * the legacy package ships its weights; nothing is fetched from a CDN). Only the video analysis
 * dialog loads them, and the service worker does not precache them (about 15 MB).
 */
export const POSE_PATH = '/mediapipe/pose/';

const POSE_FILES = [
  'pose.js',
  'pose_solution_packed_assets_loader.js',
  'pose_solution_packed_assets.data',
  'pose_solution_simd_wasm_bin.js',
  'pose_solution_simd_wasm_bin.wasm',
  'pose_solution_wasm_bin.js',
  'pose_solution_wasm_bin.wasm',
  'pose_web.binarypb',
  // The app uses the lite model (docs/benchmarks.md "Video analysis"); the full one stays for
  // comparing them.
  'pose_landmark_lite.tflite',
  'pose_landmark_full.tflite',
];

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

const poseDir = () =>
  path.dirname(createRequire(import.meta.url).resolve('@mediapipe/pose/pose.js'));

export function mediapipePose(): Plugin {
  return {
    name: 'grandfit-mediapipe-pose',
    configureServer(server) {
      server.middlewares.use(POSE_PATH, (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!POSE_FILES.includes(name)) return next();
        response.setHeader(
          'content-type',
          CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
        );
        fs.createReadStream(path.join(poseDir(), name)).pipe(response);
      });
    },
    generateBundle() {
      for (const name of POSE_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${POSE_PATH.slice(1)}${name}`,
          source: fs.readFileSync(path.join(poseDir(), name)),
        });
      }
    },
  };
}
