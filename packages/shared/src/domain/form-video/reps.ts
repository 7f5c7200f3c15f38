import type { AngleSample, Rep } from './types.ts';

/** Less movement than this is not a rep (jitter, a shift of weight). */
export const MIN_REP_RANGE_DEG = 25;
/** The bottom band and the top band as shares of the set's angle range. */
const BOTTOM_BAND = 0.35;
const TOP_BAND = 0.75;
/** Phase times run from and to 90 % of the range: the slow ends of a lockout are not counted. */
const TIMING_LEVEL = 0.9;

/**
 * Reps by hysteresis on the smoothed angle: a rep leaves the top band (above 75 % of the range),
 * reaches the bottom band (below 35 %) and comes back to the top band. Movement under 25° is
 * never a rep. A rep still under way at the end of the video is not counted.
 */
export function findReps(samples: readonly AngleSample[]): Rep[] {
  const known = samples.filter((s): s is { t: number; angle: number } => s.angle !== null);
  if (known.length < 3) return [];
  const angles = known.map((s) => s.angle);
  const min = Math.min(...angles);
  const max = Math.max(...angles);
  const range = max - min;
  if (range < MIN_REP_RANGE_DEG) return [];
  const bottomLevel = min + BOTTOM_BAND * range;
  const topLevel = min + TOP_BAND * range;

  const reps: Rep[] = [];
  let state: 'waiting' | 'top' | 'descending' = 'waiting';
  let bottomIndex = -1;
  for (let i = 0; i < known.length; i++) {
    const angle = known[i]!.angle;
    if (state === 'waiting' || state === 'top') {
      if (angle >= topLevel) {
        state = 'top';
      } else if (state === 'top' && angle <= bottomLevel) {
        state = 'descending';
        bottomIndex = i;
      }
    } else {
      if (angle < known[bottomIndex]!.angle) bottomIndex = i;
      if (angle >= topLevel) {
        reps.push(measure(known, bottomIndex, min, range));
        state = 'top';
      }
    }
  }
  return reps;
}

function measure(
  known: readonly { t: number; angle: number }[],
  bottomIndex: number,
  min: number,
  range: number,
): Rep {
  const level = min + TIMING_LEVEL * range;
  // From the bottom, back up the descent and forward up the ascent, each until the angle is near
  // the top or stops rising (a rep that does not lock out fully).
  let start = bottomIndex;
  while (
    start > 0 &&
    known[start]!.angle < level &&
    known[start - 1]!.angle >= known[start]!.angle
  ) {
    start--;
  }
  let end = bottomIndex;
  while (
    end < known.length - 1 &&
    known[end]!.angle < level &&
    known[end + 1]!.angle >= known[end]!.angle
  ) {
    end++;
  }
  return {
    start: known[start]!.t,
    bottom: known[bottomIndex]!.t,
    end: known[end]!.t,
    bottomAngle: known[bottomIndex]!.angle,
    topAngle: known[start]!.angle,
  };
}
