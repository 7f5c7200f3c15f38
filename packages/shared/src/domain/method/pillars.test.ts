import { describe, expect, it } from 'vitest';
import {
  METHOD_GOALS,
  deadliftGoalLb,
  pillarProgress,
  roundTo,
  sevenDayAverage,
  statRatio,
} from './pillars.ts';

describe('pillar stats', () => {
  it('keeps the goals of docs/product.md#method-screen', () => {
    expect(METHOD_GOALS).toEqual({
      pullUps: 10,
      deadliftLb: 315,
      hrvMs: 60,
      sleepHours: 8,
      leapScore: 95,
      powerFoods: 10,
      streakDays: 30,
      mealsLogged: 100,
    });
  });

  it('sets the deadlift goal from the strength standards, rounded to 5 lb, or 315 without a weight', () => {
    // Before: 1.5 × body weight for everyone (80 kg → 265 lb). Now the one table (decision 036):
    // a man of 45 at 80 kg: 160 kg / 1.055 = 151.7 kg = 334.4 lb → 335.
    expect(deadliftGoalLb({ bodyWeightKg: 80, sex: 'male', age: 45 })).toEqual({
      goal: 335,
      basis: 'standard',
      text: 'Intermediate for men, age 45, 80 kg body weight',
    });
    // A woman of 45 at 65 kg: 99.1 kg = 218.4 lb → 220.
    expect(deadliftGoalLb({ bodyWeightKg: 65, sex: 'female', age: 45 }).goal).toBe(220);
    expect(deadliftGoalLb({ bodyWeightKg: null, sex: 'male', age: 45 })).toEqual({
      goal: 315,
      basis: 'default',
      text: null,
    });
  });

  it('takes a ratio within 0..1 and none without a value', () => {
    expect(statRatio(2, 10)).toBe(0.2);
    expect(statRatio(72, 60)).toBe(1);
    expect(statRatio(0, 30)).toBe(0);
    expect(statRatio(null, 10)).toBeNull();
  });

  it('averages the ratios that exist into a whole percent', () => {
    expect(pillarProgress([0.2, 115 / 315])).toBe(28);
    expect(pillarProgress([0.75, null])).toBe(75);
    expect(pillarProgress([null, null])).toBeNull();
    expect(pillarProgress([])).toBeNull();
  });

  it('rounds', () => {
    expect(roundTo(7.25, 1)).toBe(7.3);
    expect(roundTo(44.5, 0)).toBe(45);
  });
});

describe('seven-day average', () => {
  const at = (iso: string) => Date.parse(iso);

  it('averages one value per day over today and the 6 days before', () => {
    const result = sevenDayAverage(
      [
        { date: '2026-11-15', value: 100, updatedAt: 0 }, // 8 days back: outside
        { date: '2026-11-16', value: 40, updatedAt: 0, method: 'sdnn' },
        { date: '2026-11-20', value: 50, updatedAt: 0, method: 'sdnn' },
        { date: '2026-11-22', value: 60, updatedAt: 0, method: 'sdnn' },
        { date: '2026-11-23', value: 100, updatedAt: 0 }, // after today: outside
      ],
      '2026-11-22',
    );
    expect(result).toEqual({ average: 50, days: 3, methods: ['sdnn'] });
  });

  it('takes the most recently updated source of a day', () => {
    const result = sevenDayAverage(
      [
        { date: '2026-11-22', value: 40, updatedAt: at('2026-11-22T07:00:00Z'), method: 'sdnn' },
        { date: '2026-11-22', value: 60, updatedAt: at('2026-11-22T09:00:00Z'), method: null },
      ],
      '2026-11-22',
    );
    expect(result).toEqual({ average: 60, days: 1, methods: [null] });
  });

  it('has no average without values', () => {
    expect(sevenDayAverage([], '2026-11-22')).toEqual({ average: null, days: 0, methods: [] });
  });
});
