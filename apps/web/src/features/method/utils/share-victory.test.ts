import { describe, expect, it } from 'vitest';
import type { MethodOverview, MethodStat } from '@grandfit/shared/schemas/method.ts';
import { victoryText } from './share-victory.ts';

function stat(key: MethodStat['key'], current: number | null): MethodStat {
  return {
    key,
    current,
    goal: 10,
    unit: key === 'deadlift' ? 'lb' : 'reps',
    state: current === null ? 'no-data' : 'value',
    ratio: null,
    note: null,
  };
}

function overview(
  overrides: Partial<MethodOverview> = {},
  values: Partial<Record<MethodStat['key'], number | null>> = {},
): MethodOverview {
  const v = (key: MethodStat['key']) => stat(key, values[key] ?? null);
  return {
    date: '2026-11-25',
    journey: {
      startDate: '2026-08-23',
      started: true,
      daysStrong: 95,
      daysToStart: null,
      week: 14,
      phase: 2,
      phaseName: 'Strength',
      ended: false,
    },
    milestone: { age: 48, date: null, daysTo: null, status: 'no-birth-date' },
    mantra: { category: 'progress', text: 'A slow climb is still a climb.' },
    pillars: [
      { key: 'strength', progress: null, stats: [v('pullUps'), v('deadlift')] },
      { key: 'recovery', progress: null, stats: [v('hrv'), v('sleep')] },
      { key: 'nutrition', progress: null, stats: [v('leapScore'), v('powerFoods')] },
      {
        key: 'consistency',
        progress: 0,
        stats: [stat('streak', values.streak ?? 0), v('mealsLogged')],
      },
    ],
    todayWorkoutId: null,
    banner: null,
    mission: null,
    ...overrides,
  };
}

describe('victoryText', () => {
  it('tells the week and the user’s real figures', () => {
    expect(victoryText(overview({}, { streak: 12, deadlift: 185, pullUps: 3, hrv: 48 }))).toBe(
      'Week 14 of my GrandFit journey: 12-day streak, deadlift e1RM 185 lb, 3 pull-ups in a set, HRV 48 ms.',
    );
  });

  it('leaves out figures without data and leads with a banner', () => {
    const banner = {
      kind: 'lift-record' as const,
      title: 'New Deadlift Record: 180 lb e1RM!',
      description: '',
      date: '2026-11-24',
    };
    expect(victoryText(overview({ banner }, { deadlift: 180 }))).toBe(
      'New Deadlift Record: 180 lb e1RM! Week 14 of my GrandFit journey: deadlift e1RM 180 lb.',
    );
    expect(victoryText(overview())).toBe('Week 14 of my GrandFit journey.');
  });

  it("writes the deadlift in the user's unit", () => {
    const result = overview({}, { deadlift: 82 });
    const strength = result.pillars[0]!;
    strength.stats[1] = { ...strength.stats[1]!, unit: 'kg' };
    expect(victoryText(result)).toBe('Week 14 of my GrandFit journey: deadlift e1RM 82 kg.');
  });

  it('counts down before the start', () => {
    const journey = {
      ...overview().journey,
      started: false,
      daysStrong: null,
      daysToStart: 3,
      week: 1,
    };
    expect(victoryText(overview({ journey }))).toBe('3 days until my GrandFit journey starts.');
  });
});
