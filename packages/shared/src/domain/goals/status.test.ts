import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOAL_STATUS_TONES, clampPercent, goalStatus, todayGoalStatus } from './status.ts';

describe('goalStatus', () => {
  it.each([
    [100, 'Achieved'],
    [90, 'Achieved'],
    [89, 'On Track'],
    [70, 'On Track'],
    [69, 'Needs Work'],
    [50, 'Needs Work'],
    [49, 'Priority'],
    [0, 'Priority'],
  ] as const)('labels %i as %s (spec 4)', (progress, label) => {
    expect(goalStatus(progress)).toBe(label);
  });

  it('colours On Track green, Needs Work amber and Priority red', () => {
    expect(GOAL_STATUS_TONES['On Track']).toBe('green');
    expect(GOAL_STATUS_TONES['Needs Work']).toBe('amber');
    expect(GOAL_STATUS_TONES.Priority).toBe('red');
  });

  it('calls an untested goal Not tested, whatever its number', () => {
    expect(goalStatus(0, false)).toBe('Not tested');
    expect(goalStatus(95, false)).toBe('Not tested');
  });

  it('clamps values outside 0-100', () => {
    expect(goalStatus(140)).toBe('Achieved');
    expect(goalStatus(-3)).toBe('Priority');
    expect(goalStatus(Number.NaN)).toBe('Priority');
  });
});

describe('todayGoalStatus', () => {
  it("reads 'On Track' from 70 up, an achieved goal included (spec 4)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 70, max: 100 }), (progress) => {
        expect(todayGoalStatus(progress)).toBe('On Track');
      }),
    );
  });

  it('agrees with the Goals screen below 70', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 69 }), (progress) => {
        expect(todayGoalStatus(progress)).toBe(goalStatus(progress));
      }),
    );
    expect(todayGoalStatus(0, false)).toBe('Not tested');
  });
});

describe('clampPercent', () => {
  it('keeps whole numbers within 0-100', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const clamped = clampPercent(value);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
      }),
    );
  });
});
