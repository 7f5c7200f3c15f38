import { LANDMARKS, type BodyPoint, type MovementProfile } from './profiles.ts';
import type { AngleSample, Landmark, PoseFrame } from './types.ts';

/** A landmark counts as seen from this visibility (MediaPipe's own default threshold). */
export const MIN_VISIBILITY = 0.5;

/** The inner angle at b between a and c, degrees 0..180; null for coincident points. */
export function angleAt(
  a: { x: number; y: number },
  b: { x: number; y: number },
  c: { x: number; y: number },
): number | null {
  const ux = a.x - b.x;
  const uy = a.y - b.y;
  const vx = c.x - b.x;
  const vy = c.y - b.y;
  const lengths = Math.hypot(ux, uy) * Math.hypot(vx, vy);
  if (lengths === 0) return null;
  const cos = Math.min(1, Math.max(-1, (ux * vx + uy * vy) / lengths));
  return (Math.acos(cos) * 180) / Math.PI;
}

const visibility = (landmark: Landmark | undefined) => landmark?.visibility ?? 1;

/** Normalised coordinates to one scale: x times width/height, so angles are true angles. */
const scaled = (landmark: Landmark, aspect: number) => ({ x: landmark.x * aspect, y: landmark.y });

function sidePoints(landmarks: Landmark[], points: readonly BodyPoint[], side: 0 | 1) {
  const found = points.map((point) => landmarks[LANDMARKS[point][side]]);
  return found.every((landmark) => landmark !== undefined) ? (found as Landmark[]) : null;
}

/**
 * The profile's joint angle in one frame, from the side the camera sees better (the higher mean
 * visibility of its three points); null when neither side's points are all seen.
 */
export function jointAngle(
  landmarks: Landmark[],
  profile: MovementProfile,
  aspect: number,
): number | null {
  let best: { angle: number; seen: number } | null = null;
  for (const side of [0, 1] as const) {
    const points = sidePoints(landmarks, profile.joint, side);
    if (!points || points.some((point) => visibility(point) < MIN_VISIBILITY)) continue;
    const seen = points.reduce((sum, point) => sum + visibility(point), 0) / points.length;
    const [a, b, c] = points.map((point) => scaled(point, aspect)) as [
      { x: number; y: number },
      { x: number; y: number },
      { x: number; y: number },
    ];
    const angle = angleAt(a, b, c);
    if (angle !== null && (!best || seen > best.seen)) best = { angle, seen };
  }
  return best?.angle ?? null;
}

export function angleSeries(
  frames: readonly PoseFrame[],
  profile: MovementProfile,
  aspect: number,
): AngleSample[] {
  return frames.map((frame) => ({
    t: frame.timeSec,
    angle: frame.landmarks ? jointAngle(frame.landmarks, profile, aspect) : null,
  }));
}

/** Mean visibility of the profile's points (both sides, the better one per frame) where a pose was found. */
export function meanVisibility(frames: readonly PoseFrame[], profile: MovementProfile): number {
  const values = frames.flatMap((frame) => {
    if (!frame.landmarks) return [];
    const sides = ([0, 1] as const).map((side) => {
      const points = sidePoints(frame.landmarks!, profile.joint, side);
      return points ? points.reduce((sum, p) => sum + visibility(p), 0) / points.length : 0;
    });
    return [Math.max(...sides)];
  });
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
