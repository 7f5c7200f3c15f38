import type { AngleSample } from './types.ts';

/** Gaps up to this long (a few missed frames) are bridged; longer ones stay gaps. */
export const MAX_GAP_SEC = 0.5;

/** Linear interpolation across short gaps; leading, trailing and long gaps stay null. */
export function fillGaps(samples: readonly AngleSample[], maxGapSec = MAX_GAP_SEC): AngleSample[] {
  const out = samples.map((s) => ({ ...s }));
  let last = -1;
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.angle === null) continue;
    if (last >= 0 && i - last > 1 && out[i]!.t - out[last]!.t <= maxGapSec) {
      const from = out[last]!;
      const to = out[i]!;
      for (let k = last + 1; k < i; k++) {
        const share = (out[k]!.t - from.t) / (to.t - from.t);
        out[k]!.angle = from.angle! + share * (to.angle! - from.angle!);
      }
    }
    last = i;
  }
  return out;
}

const median3 = (a: number, b: number, c: number) =>
  Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/**
 * A 3-sample median (drops single-frame jumps, e.g. a landmark swapping sides) then a 3-sample
 * mean (evens out jitter), over runs of known samples; ends keep their values.
 */
export function smooth(samples: readonly AngleSample[]): AngleSample[] {
  const pass = (
    input: readonly AngleSample[],
    combine: (a: number, b: number, c: number) => number,
  ) =>
    input.map((sample, i) => {
      const before = input[i - 1]?.angle;
      const after = input[i + 1]?.angle;
      if (sample.angle === null || before == null || after == null) return { ...sample };
      return { t: sample.t, angle: combine(before, sample.angle, after) };
    });
  return pass(pass(samples, median3), (a, b, c) => (a + b + c) / 3);
}
