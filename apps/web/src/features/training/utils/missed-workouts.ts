import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';

/*
 * Decision 069: a strength or VO2 max workout of an earlier day of this week that was never
 * started is pointed out on Today, on a day without one of its own, as a workout to catch up on.
 */

/** The sessions that carry the week: the ones a lifter should not just let go. */
const KEY_TYPES: ReadonlySet<Workout['type']> = new Set(['strength', 'vo2max']);

const isKey = (workout: Workout) => KEY_TYPES.has(workout.type);

/**
 * A strength or VO2 max workout of a day before `today` with no session at all: the Workouts
 * list marks it "Missed", whichever week it is in.
 */
export const isMissed = (workout: Workout, today: string) =>
  isKey(workout) && workout.date < today && !workout.completed && !workout.inProgress;

/**
 * This week's key workouts before `today` with no session at all (an unfinished one is History's,
 * decision 050), earliest first; none when today has a key workout itself (two hard sessions in
 * one day is not catching up) or `week` is not the current week.
 */
export function missedKeyWorkouts(week: WeekWorkouts, today: string): Workout[] {
  if (week.week !== week.currentWeek || today < week.startDate || today > week.endDate) return [];
  if (week.workouts.some((workout) => workout.date === today && isKey(workout))) return [];
  return week.workouts
    .filter((workout) => isMissed(workout, today))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
