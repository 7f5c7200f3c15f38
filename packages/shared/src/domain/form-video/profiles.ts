import { exerciseById } from '../programme/exercises.ts';
import type { MovementPattern } from '../programme/types.ts';

/** MediaPipe Pose landmark indices (left, right). */
export const LANDMARKS = {
  shoulder: [11, 12],
  elbow: [13, 14],
  wrist: [15, 16],
  hip: [23, 24],
  knee: [25, 26],
  ankle: [27, 28],
} as const;
export type BodyPoint = keyof typeof LANDMARKS;

/**
 * Which joint a movement bends and what a good rep of it looks like (docs/video-analysis.md).
 * Angles are the inner angle at the joint: 180° is straight.
 */
export interface MovementProfile {
  /** The joint and the points either side of it. */
  joint: readonly [BodyPoint, BodyPoint, BodyPoint];
  jointName: string;
  /** A rep is deep enough at or below this angle, locked out at or above `lockout`. */
  depthTarget: number;
  lockout: number;
  /** Whether the lowering (eccentric) phase closes the joint (squat) or opens it (row). */
  eccentric: 'closing' | 'opening';
  /** Target seconds for the eccentric and the concentric phase. */
  eccentricSec: readonly [number, number];
  concentricSec: readonly [number, number];
}

/** ACSM (2009) progression models: moderate tempo, about 2-3 s lowering and 1-2 s lifting. */
const ECCENTRIC: readonly [number, number] = [2, 3];
const CONCENTRIC: readonly [number, number] = [1, 2];

/** Squats and lunges bend the knee; a parallel squat puts it near 90°, 100° allows for the camera. */
const KNEE: MovementProfile = {
  joint: ['hip', 'knee', 'ankle'],
  jointName: 'knee',
  depthTarget: 100,
  lockout: 160,
  eccentric: 'closing',
  eccentricSec: ECCENTRIC,
  concentricSec: CONCENTRIC,
};

const PROFILES: Partial<Record<MovementPattern, MovementProfile>> = {
  squat: KNEE,
  lunge: KNEE,
  hinge: {
    joint: ['shoulder', 'hip', 'knee'],
    jointName: 'hip',
    depthTarget: 110,
    lockout: 165,
    eccentric: 'closing',
    eccentricSec: ECCENTRIC,
    concentricSec: CONCENTRIC,
  },
  push: {
    joint: ['shoulder', 'elbow', 'wrist'],
    jointName: 'elbow',
    depthTarget: 90,
    lockout: 155,
    eccentric: 'closing',
    eccentricSec: ECCENTRIC,
    concentricSec: CONCENTRIC,
  },
  pull: {
    joint: ['shoulder', 'elbow', 'wrist'],
    jointName: 'elbow',
    // Fully pulled: the elbow closes to 80° or less; the lowering opens it again.
    depthTarget: 80,
    lockout: 150,
    eccentric: 'opening',
    eccentricSec: ECCENTRIC,
    concentricSec: CONCENTRIC,
  },
};

/** The exercise's profile, or null for exercises the video analysis does not cover. */
export function profileFor(exerciseId: string): MovementProfile | null {
  const exercise = exerciseById(exerciseId);
  return exercise ? (PROFILES[exercise.pattern] ?? null) : null;
}
