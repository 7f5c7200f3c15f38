import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GOAL_STATUSES,
  GOAL_STATUS_TONES,
  clampPercent,
  goalProgress,
  goalStatus,
  goalStatusOf,
  goalsReached,
  goalsReachedText,
  type GoalStanding,
} from './status.ts';

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
  ] as const)('labels %i as %s (docs/product.md#goal-status)', (progress, label) => {
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

describe('goalStatusOf', () => {
  it('reads the API goal: progress held as a string, tested when it has a test', () => {
    expect(goalStatusOf({ progressPercentage: '95', testCount: 1 })).toBe('Achieved');
    expect(goalStatusOf({ progressPercentage: '75', testCount: 2 })).toBe('On Track');
    expect(goalStatusOf({ progressPercentage: 0, testCount: 0 })).toBe('Not tested');
    expect(goalStatusOf({ progressPercentage: 'not a number', testCount: 1 })).toBe('Priority');
  });

  it('reads a goal tested only in words as Not scored, not as a 0 % Priority', () => {
    const words = { progressPercentage: '0', testCount: 1, scoredTestCount: 0 };
    expect(goalStatusOf(words)).toBe('Not scored');
    expect(goalStatusOf({ ...words, testCount: 2, scoredTestCount: 1 })).toBe('Priority');
    expect(goalStatusOf({ ...words, progressPercentage: '80', scoredTestCount: 1 })).toBe(
      'On Track',
    );
    expect(goalStatusOf({ ...words, testCount: 0 })).toBe('Not tested');
  });

  it('is the Goals label for every progress, on Today as on Goals (docs/decisions/022-one-definition-per-number.md: one label)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 140 }), fc.boolean(), (progress, tested) => {
        const goal = { progressPercentage: String(progress), testCount: tested ? 1 : 0 };
        expect(goalStatusOf(goal)).toBe(goalStatus(progress, tested));
        expect(goalProgress(goal)).toBe(clampPercent(progress));
      }),
    );
  });
});

const standing = fc.record({
  progressPercentage: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant('90')),
  testCount: fc.integer({ min: 0, max: 3 }),
}) as fc.Arbitrary<GoalStanding>;

describe('goalsReached', () => {
  it('counts the goals labelled Achieved, out of all of them', () => {
    const goals: GoalStanding[] = [
      { progressPercentage: '95', testCount: 1 },
      { progressPercentage: '90', testCount: 2 },
      { progressPercentage: '89', testCount: 1 },
      // Untested: a stored 100 is not a measurement.
      { progressPercentage: '100', testCount: 0 },
      ...Array.from({ length: 6 }, () => ({ progressPercentage: '0', testCount: 0 })),
    ];
    expect(goalsReached(goals)).toEqual({ achieved: 2, total: 10 });
    expect(goalsReachedText(goalsReached(goals))).toBe('2 of 10 goals achieved');
    expect(goalsReached([])).toEqual({ achieved: 0, total: 0 });
  });

  it('equals the number of Achieved labels the Goals screen shows', () => {
    fc.assert(
      fc.property(fc.array(standing, { maxLength: 12 }), (goals) => {
        const labels = goals.map(goalStatusOf);
        expect(goalsReached(goals)).toEqual({
          achieved: labels.filter((label) => label === 'Achieved').length,
          total: goals.length,
        });
        expect(GOAL_STATUSES).toEqual(expect.arrayContaining(labels));
      }),
    );
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
