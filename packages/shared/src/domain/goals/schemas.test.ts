import { describe, expect, it } from 'vitest';
import {
  DECATHLON_SIZE_MESSAGE,
  MISSING_TEST_RESULT,
  customizeGoalsSchema,
  quarterlyTestSchema,
} from '../../schemas/goals.ts';
import { DEFAULT_DECATHLON } from './default-goals.ts';

const GOAL_ID = '7f0c2a64-3c1e-4a8e-9b7e-2d6f1e0c9a11';
const valid = { goalId: GOAL_ID, testDate: '2026-11-22', testResult: 'Hung for 45 s' };

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => result.error?.issues[0]?.message;

describe('quarterlyTestSchema (docs/product.md#quarterly-test)', () => {
  it('defaults targetMet to false and the score to null, and trims the result', () => {
    expect(quarterlyTestSchema.parse({ ...valid, testResult: '  45 s  ' })).toEqual({
      goalId: GOAL_ID,
      testDate: '2026-11-22',
      testResult: '45 s',
      targetMet: false,
      notes: null,
      performanceScore: null,
    });
  });

  it('refuses a blank result with the words of docs/product.md#quarterly-test', () => {
    for (const testResult of ['', '   ', '\n\t']) {
      expect(firstMessage(quarterlyTestSchema.safeParse({ ...valid, testResult }))).toBe(
        MISSING_TEST_RESULT,
      );
    }
  });

  it('takes a whole score from 0 to 100, or null', () => {
    for (const performanceScore of [0, 55, 100, null]) {
      expect(quarterlyTestSchema.safeParse({ ...valid, performanceScore }).success).toBe(true);
    }
    for (const performanceScore of [-1, 101, 50.5, '70']) {
      expect(quarterlyTestSchema.safeParse({ ...valid, performanceScore }).success).toBe(false);
    }
  });

  it('wants real dates as YYYY-MM-DD and a goal id', () => {
    expect(quarterlyTestSchema.safeParse({ ...valid, testDate: '2026-02-30' }).success).toBe(false);
    expect(quarterlyTestSchema.safeParse({ ...valid, testDate: '22/11/2026' }).success).toBe(false);
    expect(quarterlyTestSchema.safeParse({ ...valid, plannedDate: 'soon' }).success).toBe(false);
    expect(quarterlyTestSchema.safeParse({ ...valid, goalId: 'dead-hang' }).success).toBe(false);
  });

  it('stores empty notes as none and bounds the text', () => {
    expect(quarterlyTestSchema.parse({ ...valid, notes: '   ' }).notes).toBeNull();
    expect(quarterlyTestSchema.safeParse({ ...valid, testResult: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(quarterlyTestSchema.safeParse({ ...valid, notes: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('customizeGoalsSchema', () => {
  it('takes exactly ten events and says why otherwise', () => {
    expect(customizeGoalsSchema.safeParse({ goals: DEFAULT_DECATHLON }).success).toBe(true);
    for (const goals of [
      DEFAULT_DECATHLON.slice(0, 9),
      [...DEFAULT_DECATHLON, DEFAULT_DECATHLON[0]],
    ]) {
      expect(firstMessage(customizeGoalsSchema.safeParse({ goals }))).toBe(DECATHLON_SIZE_MESSAGE);
    }
  });

  it('refuses the same goal twice and blank names', () => {
    const twice = DEFAULT_DECATHLON.map((event, index) => ({
      ...event,
      id: index < 2 ? GOAL_ID : undefined,
    }));
    expect(customizeGoalsSchema.safeParse({ goals: twice }).success).toBe(false);
    const blank = DEFAULT_DECATHLON.map((event, index) =>
      index === 3 ? { ...event, activityName: '  ' } : event,
    );
    expect(customizeGoalsSchema.safeParse({ goals: blank }).success).toBe(false);
  });
});
