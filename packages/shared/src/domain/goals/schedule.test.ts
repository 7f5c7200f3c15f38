import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../journey.ts';
import {
  QUARTERLY_TEST_INTERVAL_DAYS,
  isTestDue,
  nextTestDateAfter,
  progressAfterTest,
  testAchievesGoal,
} from './schedule.ts';
import { goalStatus } from './status.ts';

describe('nextTestDateAfter', () => {
  it('is 90 days after the test (docs/product.md#quarterly-test)', () => {
    expect(QUARTERLY_TEST_INTERVAL_DAYS).toBe(90);
    expect(nextTestDateAfter('2026-11-22')).toBe('2027-02-20');
    expect(nextTestDateAfter('2028-01-15')).toBe('2028-04-14');
  });

  it('always lands 90 calendar days later, across months, leap years and DST changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(daysBetween(day, nextTestDateAfter(day))).toBe(90);
        },
      ),
    );
  });
});

describe('progressAfterTest', () => {
  it('takes the performance score when given', () => {
    expect(progressAfterTest(20, { performanceScore: 65, targetMet: false })).toBe(65);
    expect(progressAfterTest(80, { performanceScore: 40, targetMet: false })).toBe(40);
    expect(progressAfterTest(0, { performanceScore: 0, targetMet: false })).toBe(0);
  });

  it('is 100 when the target was met and no score was given', () => {
    expect(progressAfterTest(35, { performanceScore: null, targetMet: true })).toBe(100);
  });

  it('keeps the previous progress when the result has neither score nor target met', () => {
    expect(progressAfterTest(55, { performanceScore: null, targetMet: false })).toBe(55);
  });

  it('always answers 0-100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 150 }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        fc.boolean(),
        (previous, performanceScore, targetMet) => {
          const progress = progressAfterTest(previous, { performanceScore, targetMet });
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('testAchievesGoal', () => {
  it('is a score of 90 or more, or the target met without a score', () => {
    expect(testAchievesGoal({ performanceScore: 90, targetMet: false })).toBe(true);
    expect(testAchievesGoal({ performanceScore: null, targetMet: true })).toBe(true);
    expect(testAchievesGoal({ performanceScore: 89, targetMet: true })).toBe(false);
    expect(testAchievesGoal({ performanceScore: null, targetMet: false })).toBe(false);
  });

  it('is true exactly when the goal it alone sets reads Achieved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        fc.boolean(),
        (previous, performanceScore, targetMet) => {
          const outcome = { performanceScore, targetMet };
          // A test that achieves leaves the goal Achieved whatever it was before.
          if (testAchievesGoal(outcome)) {
            expect(goalStatus(progressAfterTest(previous, outcome))).toBe('Achieved');
          }
        },
      ),
    );
  });
});

describe('isTestDue', () => {
  it('is due on the day and after it', () => {
    expect(isTestDue('2026-11-22', '2026-11-21')).toBe(false);
    expect(isTestDue('2026-11-22', '2026-11-22')).toBe(true);
    expect(isTestDue('2026-11-22', '2027-01-01')).toBe(true);
  });
});
