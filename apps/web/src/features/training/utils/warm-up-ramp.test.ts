import { describe, expect, it } from 'vitest';
import { warmUpRamp } from './warm-up-ramp.ts';
import { weightPrefsOf } from './weight-units.ts';

const lb = weightPrefsOf(undefined, 'lb');
const kg = weightPrefsOf(undefined, 'kg');
const barbell = { unit: 'reps', barbell: true } as const;
const dumbbell = { unit: 'reps', dumbbell: true } as const;
const machine = { unit: 'reps' } as const;

describe('warmUpRamp (decision 056)', () => {
  it('ramps a barbell lift from the empty bar, each load on the bar and plates, never above its share', () => {
    // 225 lb: bar, then 90, 135, 180 (40, 60, 80 %), all loadable with 2.5 lb plates.
    expect(warmUpRamp(225, barbell, lb)).toEqual([
      { weight: 45, reps: 5 },
      { weight: 90, reps: 5 },
      { weight: 135, reps: 3 },
      { weight: 180, reps: 2 },
    ]);
    // 100 kg on a 20 kg bar: 40, 60, 80 kg.
    expect(warmUpRamp(100, barbell, kg).map((step) => step.weight)).toEqual([20, 40, 60, 80]);
    // 63 lb: 25.2 -> below the bar, so the bar; 37.8 -> the bar again; 50.4 -> 50. Only two left.
    expect(warmUpRamp(63, barbell, lb)).toEqual([
      { weight: 45, reps: 5 },
      { weight: 50, reps: 2 },
    ]);
  });

  it("rounds down to the gym's dumbbells, or the user's step, and leaves a light lift alone", () => {
    // 50 lb dumbbells in 5 lb steps: 20, 30, 40.
    expect(warmUpRamp(50, dumbbell, lb).map((step) => step.weight)).toEqual([20, 30, 40]);
    // A machine at 100 lb in 2.5 lb steps: 40, 60, 80.
    expect(warmUpRamp(100, machine, lb).map((step) => step.weight)).toEqual([40, 60, 80]);
    // 10 lb dumbbells: 4 and 6 both give the lightest, 5; 8 gives 5 too: one warm-up.
    expect(warmUpRamp(10, dumbbell, lb)).toEqual([{ weight: 5, reps: 5 }]);
    // The bar itself, a hold, a bodyweight lift or no load: none.
    expect(warmUpRamp(45, barbell, lb)).toEqual([]);
    expect(warmUpRamp(60, { unit: 'seconds', dumbbell: true }, lb)).toEqual([]);
    expect(warmUpRamp(0, machine, lb)).toEqual([]);
    expect(warmUpRamp(Number.NaN, machine, lb)).toEqual([]);
  });
});
