import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinedRecoveryScore,
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
