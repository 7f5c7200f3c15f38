import { describe, expect, it } from 'vitest';
import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { todayFromWeek } from './today-from-week.ts';

const workout = (id: string, day: number, type: Workout['type']) =>
  ({ id, day, type, name: id, exercises: [] }) as unknown as Workout;

const block = { done: 0, planned: 0 };
const week: WeekWorkouts = {
  week: 3,
  currentWeek: 3,
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  workouts: [
    workout('mon-stability', 1, 'stability'),
    workout('mon-strength', 1, 'strength'),
    workout('wed-zone2', 3, 'zone2'),
  ],
  block: { strength: block, zone2: block, stability: block, vo2max: block },
};

describe('todayFromWeek', () => {
  it('puts the day’s main session first, as the server does', () => {
    expect(todayFromWeek(week, '2026-11-23')).toMatchObject({
      date: '2026-11-23',
      week: 3,
      day: 1,
      workout: { id: 'mon-strength' },
      others: [{ id: 'mon-stability' }],
    });
  });

  it('gives a rest day no workout', () => {
    expect(todayFromWeek(week, '2026-11-24')).toMatchObject({ day: 2, workout: null, others: [] });
  });

  it('answers nothing for a day outside the week, or from a week that is not the current one', () => {
    expect(todayFromWeek(week, '2026-11-30')).toBeUndefined();
    expect(todayFromWeek({ ...week, week: 2 }, '2026-11-23')).toBeUndefined();
  });
});
