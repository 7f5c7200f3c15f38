import { describe, expect, it } from 'vitest';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { SAMPLE_WORKOUTS, isSampleWorkoutId, sampleWorkoutById } from './sample-workouts.ts';
import { groupByDay, parseWeekParam } from './week-list.ts';

describe('week list', () => {
  it('accepts ?week= only as a journey week 1-52', () => {
    expect(parseWeekParam(null)).toBeUndefined();
    expect(parseWeekParam('1')).toBe(1);
    expect(parseWeekParam('52')).toBe(52);
    expect(parseWeekParam('0')).toBeUndefined();
    expect(parseWeekParam('53')).toBeUndefined();
    expect(parseWeekParam('2.5')).toBeUndefined();
    expect(parseWeekParam('abc')).toBeUndefined();
    expect(parseWeekParam('')).toBeUndefined();
  });

  it("groups a week's workouts by day with each day's date, keeping the order inside a day", () => {
    const at = (day: number, id: string) => ({ ...SAMPLE_WORKOUTS[0], id, day }) as Workout;
    const days = groupByDay([at(1, 'a'), at(1, 'b'), at(3, 'c'), at(2, 'd')], '2026-11-22');
    expect(days.map((d) => [d.day, d.date, d.workouts.map((w) => w.id)])).toEqual([
      [1, '2026-11-22', ['a', 'b']],
      [2, '2026-11-23', ['d']],
      [3, '2026-11-24', ['c']],
    ]);
  });
});

describe('sample workouts', () => {
  it('are three, one per kind of session, labelled by their ids', () => {
    expect(SAMPLE_WORKOUTS).toHaveLength(3);
    expect(SAMPLE_WORKOUTS.map((w) => w.type)).toEqual(['strength', 'zone2', 'stability']);
    for (const workout of SAMPLE_WORKOUTS) {
      expect(isSampleWorkoutId(workout.id)).toBe(true);
      expect(workout.totalExercises).toBe(workout.exercises.length);
      // Sample rest times are 60 to 120 s (docs/programme.md#sessions-in-detail).
      for (const exercise of workout.exercises) {
        expect(exercise.restSeconds).toBeGreaterThanOrEqual(60);
        expect(exercise.restSeconds).toBeLessThanOrEqual(120);
      }
    }
    expect(sampleWorkoutById('sample-zone2')?.name).toBe('Zone 2 Walk');
    expect(isSampleWorkoutId('3f2b8c1e-0000-4000-8000-000000000000')).toBe(false);
  });
});
