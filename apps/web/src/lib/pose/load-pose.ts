import type { Pose } from '@mediapipe/pose';

/**
 * MediaPipe Pose from our own origin (vite-mediapipe-pose.ts). The legacy package is a classic
 * script that defines `window.Pose` (bundling it as a module breaks it), so it is added as a
 * script tag, once, the first time a video is analysed.
 */
export const POSE_BASE = '/mediapipe/pose/';

type PoseConstructor = typeof Pose;

let loading: Promise<PoseConstructor> | null = null;

export function loadPose(): Promise<PoseConstructor> {
  loading ??= new Promise<PoseConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${POSE_BASE}pose.js`;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Pose?: PoseConstructor }).Pose;
      if (loaded) resolve(loaded);
      else reject(new Error('MediaPipe Pose did not load'));
    };
    script.onerror = () => reject(new Error('MediaPipe Pose could not be downloaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt (back online) may succeed.
    loading = null;
    throw error;
  });
  return loading;
}
