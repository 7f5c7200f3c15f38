import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_REPS,
  MAX_RIR,
  WEIGHT_STEP_LB,
  bodyRegionForPattern,
  estimatedOneRepMax,
  loadForTarget,
  loadIncrement,
  repsToFailure,
  roundDownToStep,
  type BodyRegion,
} from './strength.ts';

const weight = fc.double({ min: 0, max: 1000, noNaN: true });
const reps = fc.integer({ min: 0, max: MAX_REPS });
const rir = fc.integer({ min: 0, max: MAX_RIR });

describe('e1RM (Epley with reps in reserve)', () => {
  it('computes worked examples', () => {
    // 100 · (1 + (8 + 2) / 30) = 133.33
    expect(estimatedOneRepMax(100, 8, 2)).toBeCloseTo(133.333, 3);
    // Reps to failure 10 either way: 10 reps at RIR 0 or 8 at RIR 2.
    expect(estimatedOneRepMax(100, 10, 0)).toBe(estimatedOneRepMax(100, 8, 2));
    // Epley's known quirk: a single to failure gives 1.033 · w; the inverse undoes it exactly.
    expect(estimatedOneRepMax(200, 1, 0)).toBeCloseTo(206.667, 3);
    expect(loadForTarget(estimatedOneRepMax(200, 1, 0), 1, 0)).toBeCloseTo(200, 9);
  });

  it('clamps reps, RIR and weight to the set limits (docs/product.md#set-limits)', () => {
    expect(repsToFailure(80, 20)).toBe(MAX_REPS + MAX_RIR);
    expect(repsToFailure(-3, -1)).toBe(0);
    expect(repsToFailure(Number.NaN, 2)).toBe(2);
    expect(estimatedOneRepMax(-50, 8, 2)).toBe(0);
    expect(estimatedOneRepMax(Number.NaN, 8, 2)).toBe(0);
  });

  it('never falls when reps in reserve, reps or weight go up', () => {
    fc.assert(
      fc.property(weight, reps, rir, rir, (w, r, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(estimatedOneRepMax(w, r, hi)).toBeGreaterThanOrEqual(estimatedOneRepMax(w, r, lo));
      }),
    );
    fc.assert(
      fc.property(weight, reps, reps, rir, (w, a, b, x) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(estimatedOneRepMax(w, hi, x)).toBeGreaterThanOrEqual(estimatedOneRepMax(w, lo, x));
      }),
    );
    fc.assert(
      fc.property(weight, weight, reps, rir, (a, b, r, x) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(estimatedOneRepMax(hi, r, x)).toBeGreaterThanOrEqual(estimatedOneRepMax(lo, r, x));
      }),
    );
  });

  it('is never below the weight lifted and never negative', () => {
    fc.assert(
      fc.property(weight, reps, rir, (w, r, x) => {
        expect(estimatedOneRepMax(w, r, x)).toBeGreaterThanOrEqual(w);
      }),
    );
  });
});

describe('load for a target', () => {
  it('is the inverse of the e1RM', () => {
    fc.assert(
      fc.property(weight, reps, rir, (w, r, x) => {
        expect(loadForTarget(estimatedOneRepMax(w, r, x), r, x)).toBeCloseTo(w, 6);
      }),
    );
  });

  it('rounded, gives back the logged weight when it was on the step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), reps, rir, (steps, r, x) => {
        const w = steps * WEIGHT_STEP_LB;
        expect(roundDownToStep(loadForTarget(estimatedOneRepMax(w, r, x), r, x))).toBe(w);
      }),
    );
  });

  it('is lighter for more target reps or more reps in reserve', () => {
    fc.assert(
      fc.property(weight, reps, reps, rir, rir, (e1rm, r1, r2, x1, x2) => {
        const harder = loadForTarget(e1rm, Math.max(r1, r2), Math.max(x1, x2));
        expect(harder).toBeLessThanOrEqual(loadForTarget(e1rm, Math.min(r1, r2), Math.min(x1, x2)));
      }),
    );
  });
});

describe('rounding to the 2.5 lb step', () => {
  it('rounds down and never below 0', () => {
    expect(roundDownToStep(107.49)).toBe(105);
    expect(roundDownToStep(107.5)).toBe(107.5);
    expect(roundDownToStep(107.49999999999)).toBe(107.5);
    expect(roundDownToStep(2.4)).toBe(0);
    expect(roundDownToStep(-10)).toBe(0);
    expect(roundDownToStep(Number.NaN)).toBe(0);
  });

  it('gives a multiple of 2.5 within one step below the input', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 2000, noNaN: true }), (w) => {
        const rounded = roundDownToStep(w);
        expect(rounded % WEIGHT_STEP_LB).toBe(0);
        expect(rounded).toBeGreaterThanOrEqual(0);
        expect(rounded).toBeLessThanOrEqual(Math.max(0, w) + 1e-6);
        expect(Math.max(0, w) - rounded).toBeLessThan(WEIGHT_STEP_LB);
      }),
    );
  });
});

describe('load increments (NSCA: 2.5-5 lb upper body, 5-10 lb lower body)', () => {
  it('is 5 % of the load within the region range', () => {
    expect(loadIncrement(100, 'upper', 2)).toBe(5);
    expect(loadIncrement(60, 'upper', 2)).toBe(2.5);
    expect(loadIncrement(135, 'lower', 2)).toBe(5); // 6.75 → 5
    expect(loadIncrement(150, 'lower', 3)).toBe(7.5);
    expect(loadIncrement(300, 'lower', 4)).toBe(10);
    expect(loadIncrement(20, 'lower', 2)).toBe(2.5);
  });

  it('stays at the bottom of the range in the Foundation phase; no region is the upper range', () => {
    expect(loadIncrement(200, 'upper', 1)).toBe(2.5);
    expect(loadIncrement(300, 'lower', 1)).toBe(5);
    expect(loadIncrement(300, null, 3)).toBe(5);
    expect(loadIncrement(300, null, null)).toBe(5);
    expect(loadIncrement(300, 'lower', null)).toBe(10);
  });

  it('is always a step multiple between 2.5 and 10 lb', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.constantFrom<BodyRegion | null>('upper', 'lower', null),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        (load, region, phase) => {
          const step = loadIncrement(load, region, phase);
          expect(step % WEIGHT_STEP_LB).toBe(0);
          expect(step).toBeGreaterThanOrEqual(2.5);
          expect(step).toBeLessThanOrEqual(region === 'lower' ? 10 : 5);
        },
      ),
    );
  });

  it('maps movement patterns to body regions', () => {
    expect(bodyRegionForPattern('squat')).toBe('lower');
    expect(bodyRegionForPattern('hinge')).toBe('lower');
    expect(bodyRegionForPattern('lunge')).toBe('lower');
    expect(bodyRegionForPattern('push')).toBe('upper');
    expect(bodyRegionForPattern('pull')).toBe('upper');
    expect(bodyRegionForPattern('carry')).toBeNull();
    expect(bodyRegionForPattern('core')).toBeNull();
  });
});
