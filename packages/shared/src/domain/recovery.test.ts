import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  combinedRecoveryScore,
  hrvBaseline,
  readinessBand,
  readinessColor,
  readinessScore,
  recoveryParts,
  subjectiveScore,
} from './recovery.ts';

const none = { hrvMs: null, restingHeartRate: null, sleepHours: null, sleepQuality: null };

describe('combined recovery score', () => {
  it('is 40 + 20 per part at the ends of each range', () => {
    expect(
      combinedRecoveryScore({ hrvMs: 80, restingHeartRate: 50, sleepHours: 8, sleepQuality: 10 }),
    ).toBe(100);
    expect(
      combinedRecoveryScore({ hrvMs: 30, restingHeartRate: 80, sleepHours: 0, sleepQuality: 0 }),
    ).toBe(40);
  });

  it('computes a worked example', () => {
    // hrv (55-30)/50 = 0.5; sleep mean(7/8, 8/10) = 0.8375; rhr (80-60)/30 = 0.6667
    // 40 + 20 * (0.5 + 0.8375 + 0.6667) = 80.08
    expect(
      combinedRecoveryScore({ hrvMs: 55, restingHeartRate: 60, sleepHours: 7, sleepQuality: 8 }),
    ).toBe(80);
  });

  it('clamps each part to 0..1', () => {
    expect(
      recoveryParts({ hrvMs: 200, restingHeartRate: 30, sleepHours: 12, sleepQuality: 10 }),
    ).toEqual({
      hrv: 1,
      sleep: 1,
      restingHeartRate: 1,
    });
  });

  it('spreads the 60 points over the known parts and has no score without data', () => {
    expect(combinedRecoveryScore({ ...none, hrvMs: 55 })).toBe(70);
    expect(combinedRecoveryScore(none)).toBeNull();
  });

  it('always lies within 40..100 when any part is known', () => {
    const metric = (min: number, max: number) =>
      fc.option(fc.double({ min, max, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        metric(5, 300),
        metric(25, 200),
        metric(0, 24),
        metric(1, 10),
        (hrvMs, rhr, hours, quality) => {
          const score = combinedRecoveryScore({
            hrvMs,
            restingHeartRate: rhr,
            sleepHours: hours,
            sleepQuality: quality,
          });
          if ([hrvMs, rhr, hours, quality].every((v) => v === null)) expect(score).toBeNull();
          else {
            expect(score).toBeGreaterThanOrEqual(40);
            expect(score).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});

describe('readiness', () => {
  it('scores how one feels from energy, mood and soreness', () => {
    expect(subjectiveScore({ energy: 10, mood: 10, soreness: 1 })).toBe(100);
    expect(subjectiveScore({ energy: 7, mood: 8, soreness: 3 })).toBe(76);
  });

  it('blends 70 % recovery with 30 % feeling, or uses whichever is known', () => {
    expect(readinessScore(80, 60)).toBe(74);
    expect(readinessScore(80, null)).toBe(80);
    expect(readinessScore(null, 60)).toBe(60);
    expect(readinessScore(null, null)).toBeNull();
  });

  it.each([
    [100, 'Excellent', 'green'],
    [80, 'Excellent', 'green'],
    [79, 'Good', 'yellow'],
    [70, 'Good', 'yellow'],
    [69, 'Fair', 'yellow'],
    [60, 'Fair', 'yellow'],
    [59, 'Low', 'red'],
    [50, 'Low', 'red'],
    [49, 'Poor', 'red'],
  ])('%i is %s (%s)', (score, band, color) => {
    expect(readinessBand(score)).toBe(band);
    expect(readinessColor(score)).toBe(color);
  });
});

describe('personal HRV baseline (decision 032; Plews 2012, 2013)', () => {
  const series = (values: number[], end = '2026-11-22') =>
    values.map((value, i) => ({ date: addDays(end, i - values.length + 1), value }));

  it('reads the 7-day ln mean against the 60-day normal range: a worked example', () => {
    // 7 days at 60 ms, then 7 at 40 ms. ln 60 = 4.0943, ln 40 = 3.6889; mean 3.8916, SD 0.2104
    // (n - 1). Normal range exp(3.8916 -/+ 0.1052) = 44.1..54.4 ms around 49.0 ms (the geometric
    // mean). The 7-day mean is ln 40: 0.96 SD below, so the part is 0.5 - 0.48 = 0.018.
    const baseline = hrvBaseline(
      series([...Array(7).fill(60), ...Array(7).fill(40)]),
      '2026-11-22',
      'rmssd',
    )!;
    expect(baseline).toMatchObject({
      method: 'rmssd',
      days: 14,
      rolling7: 40,
      normal: 49,
      normalLow: 44.1,
      normalHigh: 54.4,
      status: 'below',
    });
    expect(baseline.part).toBeCloseTo(0.0182, 4);
    // Combined with nothing else: 40 + 60 x 0.018 = 41, where the population's 30-80 ms reads
    // 40 ms as (40 - 30) / 50 = 0.2 -> 52. This user's 40 ms is a low day for them.
    expect(combinedRecoveryScore({ ...none, hrvMs: 40, hrvBaseline: baseline })).toBe(41);
    expect(combinedRecoveryScore({ ...none, hrvMs: 40 })).toBe(52);
  });

  it('waits for 7 days with a reading, and for one in the last 7 days', () => {
    expect(hrvBaseline(series([50, 52, 48, 51, 49, 50]), '2026-11-22', 'sdnn')).toBeNull();
    expect(hrvBaseline(series([50, 52, 48, 51, 49, 50, 50]), '2026-11-22', 'sdnn')).not.toBeNull();
    // Seven readings, all more than a week old: no current marker.
    expect(
      hrvBaseline(series([50, 52, 48, 51, 49, 50, 50], '2026-11-10'), '2026-11-22', 'sdnn'),
    ).toBeNull();
    // Readings older than 60 days and after the date do not count.
    expect(
      hrvBaseline(series([50, 52, 48, 51, 49, 50, 50], '2026-09-01'), '2026-11-22', 'sdnn'),
    ).toBeNull();
  });

  it("is 0.5 at the user's normal, whatever their normal is (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 250 }), fc.integer({ min: 7, max: 60 }), (ms, n) => {
        const baseline = hrvBaseline(series(Array(n).fill(ms)), '2026-11-22', 'rmssd')!;
        expect(baseline.part).toBeCloseTo(0.5, 9);
        expect(baseline.status).toBe('within');
      }),
    );
  });

  it('is scale-free: the same readings in other units or another scale give the same part (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 120 }), { minLength: 14, maxLength: 60 }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        (values, factor) => {
          const a = hrvBaseline(series(values), '2026-11-22', 'rmssd')!;
          // The same readings times any factor (SDNN running lower than RMSSD, say): same part.
          const b = hrvBaseline(series(values.map((v) => v * factor)), '2026-11-22', 'rmssd')!;
          expect(b.part).toBeCloseTo(a.part, 9);
          expect(a.part).toBeGreaterThanOrEqual(0);
          expect(a.part).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
