import { addDays } from '@grandfit/shared/domain/dates.ts';
import { JOURNEY_WEEKS } from '@grandfit/shared/domain/journey.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';

/** The ?week= of /workouts as a journey week 1-52; anything else means the current week. */
export function parseWeekParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const week = Number(value);
  return week >= 1 && week <= JOURNEY_WEEKS ? week : undefined;
}

export interface WorkoutDay {
  day: number;
  /** The calendar day (YYYY-MM-DD). */
  date: string;
  workouts: Workout[];
}

/** A week's workouts by day 1-7 (the order the server gives is kept inside each day). */
export function groupByDay(workouts: readonly Workout[], weekStartDate: string): WorkoutDay[] {
  const days = new Map<number, WorkoutDay>();
  for (const workout of workouts) {
    let entry = days.get(workout.day);
    if (!entry) {
      entry = { day: workout.day, date: addDays(weekStartDate, workout.day - 1), workouts: [] };
      days.set(workout.day, entry);
    }
    entry.workouts.push(workout);
  }
  return [...days.values()].sort((a, b) => a.day - b.day);
}
