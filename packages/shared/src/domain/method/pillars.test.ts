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
  it('keeps the spec’s goals', () => {
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

  it('sets the deadlift goal to 1.5 × body weight in lb, rounded to 5, or 315 without one', () => {
    // 80 kg = 176.4 lb; × 1.5 = 264.6 → 265.
    expect(deadliftGoalLb(80)).toEqual({ goal: 265, basis: 'body-weight' });
    expect(deadliftGoalLb(100)).toEqual({ goal: 330, basis: 'body-weight' });
    expect(deadliftGoalLb(null)).toEqual({ goal: 315, basis: 'default' });
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
