import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PLATES, barbellLoading, describePlates, plateBreakdown } from './plates.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('plate calculator', () => {
  it('loads 100 kg on a 20 kg bar as 25 + 15 per side', () => {
    const result = plateBreakdown(100, 20, DEFAULT_PLATES.kg);
    expect(result).toMatchObject({ fit: 'exact', load: { total: 100, perSide: [25, 15] } });
    expect(describePlates(result, 'kg')).toBe('20 kg bar + 25 + 15 per side');
  });

  it('loads lb weights on a 45 lb bar', () => {
    expect(plateBreakdown(225, 45, DEFAULT_PLATES.lb).load.perSide).toEqual([45, 45]);
    expect(plateBreakdown(135, 45, DEFAULT_PLATES.lb).load.perSide).toEqual([45]);
    expect(plateBreakdown(140, 45, DEFAULT_PLATES.lb).load.perSide).toEqual([45, 2.5]);
    // 137.5 needs 1.25 plates: 135 and 140 are as near, and the lighter one is shown.
    expect(plateBreakdown(137.5, 45, DEFAULT_PLATES.lb)).toMatchObject({
      fit: 'below',
      load: { total: 135 },
    });
  });

  it('says the nearest loadable weight and whether it is below or above', () => {
    // 101 kg: 40.5 per side cannot be made from 1.25 steps; 40 (below) is nearer than 41.25.
    expect(plateBreakdown(101, 20, DEFAULT_PLATES.kg)).toMatchObject({
      fit: 'below',
      load: { total: 100 },
    });
    // 102 kg: 41 per side, 41.25 (above, 102.5) is nearer than 40 (100).
    expect(plateBreakdown(102, 20, DEFAULT_PLATES.kg)).toMatchObject({
      fit: 'above',
      load: { total: 102.5 },
    });
    // Below the bar: the empty bar, above the target.
    const light = plateBreakdown(15, 20, DEFAULT_PLATES.kg);
    expect(light).toMatchObject({ fit: 'above', load: { total: 20, perSide: [] } });
    expect(describePlates(light, 'kg')).toBe('20 kg bar only');
    // Only 20 kg plates: 70 kg is 25 per side; 60 (20) and 100 (40)... the nearest is 60.
    expect(plateBreakdown(70, 20, [20])).toMatchObject({ fit: 'below', load: { total: 60 } });
    expect(plateBreakdown(95, 20, [20])).toMatchObject({ fit: 'above', load: { total: 100 } });
  });

  it('works with micro plates and refuses bad input', () => {
    expect(plateBreakdown(21.25, 20, [0.625]).load.perSide).toEqual([0.625]);
    expect(() => plateBreakdown(-1, 20, [5])).toThrow(RangeError);
    expect(() => plateBreakdown(50, 20, [0])).toThrow(RangeError);
    expect(() => plateBreakdown(50, Number.NaN, [5])).toThrow(RangeError);
  });

  const plateSet = fc.uniqueArray(fc.constantFrom(0.5, 1.25, 2.5, 5, 10, 15, 20, 25, 35, 45), {
    minLength: 1,
    maxLength: 12,
  });

  it('always shows plates that add up to the shown weight, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }).map((q) => q / 4),
        fc.constantFrom(0, 15, 20, 45),
        plateSet,
        (target, bar, plates) => {
          const result = plateBreakdown(target, bar, plates);
          const { total, perSide } = result.load;
          expect(close(total, bar + 2 * sum(perSide))).toBe(true);
          expect(perSide.every((plate) => plate > 0 && (plates as number[]).includes(plate))).toBe(
            true,
          );
          expect(total).toBeGreaterThanOrEqual(0);
          if (result.fit === 'exact') expect(close(total, target)).toBe(true);
          if (result.fit === 'below') expect(total).toBeLessThan(target);
          if (result.fit === 'above') expect(total).toBeGreaterThan(target);
          // Heaviest first.
          expect([...perSide].sort((a, b) => b - a)).toEqual(perSide);
        },
      ),
    );
  });

  it('is exact whenever the weight is loadable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(15, 20, 45),
        plateSet,
        fc.array(fc.nat({ max: 11 }), { maxLength: 8 }),
        (bar, plates, picks) => {
          const perSide = picks.map((i) => plates[i % plates.length]!);
          const target = bar + 2 * sum(perSide);
          const result = plateBreakdown(target, bar, plates);
          expect(result.fit).toBe('exact');
          expect(close(result.load.total, target)).toBe(true);
          expect(result.load.perSide.length).toBeLessThanOrEqual(perSide.length);
        },
      ),
    );
  });

  it('is never further from the target than the one of the two loadable neighbours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 80, max: 1200 }).map((q) => q / 4),
        (target) => {
          // With 1.25 plates on a 20 bar every multiple of 2.5 is loadable: at most 1.25 off.
          const result = plateBreakdown(target, 20, DEFAULT_PLATES.kg);
          expect(Math.abs(result.load.total - target)).toBeLessThanOrEqual(1.25);
        },
      ),
    );
  });
});

describe('barbell loading', () => {
  it('steps by a pair of the smallest plates, at least the user step', () => {
    expect(barbellLoading(45, DEFAULT_PLATES.lb, 2.5)).toEqual({ bar: 45, step: 5 });
    expect(barbellLoading(20, DEFAULT_PLATES.kg, 1.25)).toEqual({ bar: 20, step: 2.5 });
    expect(barbellLoading(20, DEFAULT_PLATES.kg, 2.5)).toEqual({ bar: 20, step: 2.5 });
    // Micro plates: 0.25 kg pairs, three of them reach the 1.25 kg setting's 0.5 multiple.
    expect(barbellLoading(20, [20, 1.25, 0.5], 1.25)).toEqual({ bar: 20, step: 1.5 });
    expect(barbellLoading(20, [20, 10, 5, 2.5, 1.25, 0.625], 1.25)).toEqual({
      bar: 20,
      step: 1.25,
    });
    // No plates: the user's step.
    expect(barbellLoading(15, [], 2.5)).toEqual({ bar: 15, step: 2.5 });
  });

  it('makes every step from the bar up exactly loadable when the plates hold their divisor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(15, 20, 35, 45),
        fc.constantFrom<readonly number[]>(DEFAULT_PLATES.lb, DEFAULT_PLATES.kg, [20, 10, 5]),
        fc.constantFrom(1.25, 2.5),
        fc.integer({ min: 0, max: 120 }),
        (bar, plates, userStep, steps) => {
          const loading = barbellLoading(bar, plates, userStep);
          const target = bar + steps * loading.step;
          expect(plateBreakdown(target, bar, plates).fit).toBe('exact');
        },
      ),
    );
  });
});
