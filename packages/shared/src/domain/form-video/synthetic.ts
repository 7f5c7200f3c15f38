import type { Landmark, PoseFrame } from './types.ts';

/**
 * Pose frames of a figure squatting, seen from the side, built from chosen knee angles (for tests
 * of the whole pipeline from landmarks). Shin and thigh are equally long, so the knee angle θ puts
 * each at (180° − θ) / 2 from vertical.
 */
export interface SquatOptions {
  reps: number;
  /** Knee angle at the bottom and at the top, degrees. */
  bottomDeg?: number;
  topDeg?: number;
  /** Seconds lowering, pausing at the bottom, rising, and standing between reps. */
  downSec?: number;
  pauseSec?: number;
  upSec?: number;
  restSec?: number;
  fps?: number;
  /** Sideways shift of the whole figure per rep (normalised x), for drift. */
  driftPerRep?: number;
  visibility?: number;
}

const BONE = 0.2;
const TORSO = 0.25;

/** The knee angle of the squat at time t. */
export function squatKneeAngle(t: number, o: Required<SquatOptions>): number {
  const rep = o.downSec + o.pauseSec + o.upSec + o.restSec;
  const u = t - o.restSec;
  if (u < 0 || u >= o.reps * rep) return o.topDeg;
  const p = u % rep;
  const span = o.topDeg - o.bottomDeg;
  if (p < o.downSec) return o.topDeg - (span * p) / o.downSec;
  if (p < o.downSec + o.pauseSec) return o.bottomDeg;
  if (p < o.downSec + o.pauseSec + o.upSec) {
    return o.bottomDeg + (span * (p - o.downSec - o.pauseSec)) / o.upSec;
  }
  return o.topDeg;
}

export function landmarksForKnee(kneeDeg: number, shiftX = 0, visibility = 0.95): Landmark[] {
  const a = (((180 - kneeDeg) / 2) * Math.PI) / 180;
  const ankle = { x: 0.5 + shiftX, y: 0.9 };
  const knee = { x: ankle.x + BONE * Math.sin(a), y: ankle.y - BONE * Math.cos(a) };
  const hip = { x: knee.x - BONE * Math.sin(a), y: knee.y - BONE * Math.cos(a) };
  const shoulder = { x: hip.x, y: hip.y - TORSO };
  const elbow = { x: shoulder.x + 0.05, y: shoulder.y + 0.12 };
  const wrist = { x: shoulder.x + 0.1, y: shoulder.y + 0.2 };
  const head = { x: shoulder.x, y: shoulder.y - 0.1 };
  const points: Landmark[] = Array.from({ length: 33 }, () => ({ ...head, visibility }));
  const set = (index: number, p: { x: number; y: number }, dx = 0) => {
    points[index] = { x: p.x + dx, y: p.y, z: 0, visibility };
  };
  // Left and right a hair apart, as a side view sees them.
  for (const [left, right, p] of [
    [11, 12, shoulder],
    [13, 14, elbow],
    [15, 16, wrist],
    [23, 24, hip],
    [25, 26, knee],
    [27, 28, ankle],
  ] as const) {
    set(left, p, -0.005);
    set(right, p, 0.005);
  }
  return points;
}

export function syntheticSquatFrames(options: SquatOptions): PoseFrame[] {
  const o: Required<SquatOptions> = {
    bottomDeg: 90,
    topDeg: 175,
    downSec: 2.5,
    pauseSec: 0.25,
    upSec: 1.5,
    restSec: 0.75,
    fps: 10,
    driftPerRep: 0,
    visibility: 0.95,
    ...options,
  };
  const rep = o.downSec + o.pauseSec + o.upSec + o.restSec;
  const length = o.restSec + o.reps * rep + o.restSec;
  const frames: PoseFrame[] = [];
  for (let i = 0; i * (1 / o.fps) <= length + 1e-9; i++) {
    const t = Math.round((i / o.fps) * 1000) / 1000;
    const shift = o.driftPerRep * Math.floor(Math.max(0, t - o.restSec) / rep);
    frames.push({
      timeSec: t,
      landmarks: landmarksForKnee(squatKneeAngle(t, o), shift, o.visibility),
    });
  }
  return frames;
}
