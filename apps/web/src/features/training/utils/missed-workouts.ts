import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';

/*
 * Decision 069: a strength or VO2 max workout of an earlier day of this week that was never
 * started is pointed out on Today, on a day without one of its own, as a workout to catch up on.
 */

/** The sessions that carry the week: the ones a lifter should not just let go. */
const KEY_TYPES: ReadonlySet<Workout['type']> = new Set(['strength', 'vo2max']);

const isKey = (workout: Workout) => KEY_TYPES.has(workout.type);

const hasSession = (workout: Workout) => workout.completed || workout.inProgress;

/**
 * The first day a workout can be missed (decision 087): the day he joined. The programme's week
 * starts on the Monday of the sign-up week: its days before he signed up are not days he skipped,
 * even once he catches one of them up (Monday's workout done on Thursday is dated Monday). Without
 * a join day (a user kept offline by an older version), every day counts.
 */
export const firstDayOfTraining = (joinedOn: string | undefined): string => joinedOn ?? '';

/**
 * A strength or VO2 max workout of a day before `today`, from `since` (firstDayOfTraining), with
 * no session at all: the Workouts list marks it "Missed", whichever week it is in.
 */
export const isMissed = (workout: Workout, today: string, since = '') =>
  isKey(workout) && workout.date >= since && workout.date < today && !hasSession(workout);

/**
 * This week's key workouts before `today`, since he joined (`joinedOn`), with no session at all
 * (an unfinished one is History's, decision 050), earliest first; none when today has a key workout itself (two hard sessions in
 * one day is not catching up) or `week` is not the current week.
 */
export function missedKeyWorkouts(week: WeekWorkouts, today: string, joinedOn?: string): Workout[] {
  if (week.week !== week.currentWeek || today < week.startDate || today > week.endDate) return [];
  if (week.workouts.some((workout) => workout.date === today && isKey(workout))) return [];
  const since = firstDayOfTraining(joinedOn);
  return week.workouts
    .filter((workout) => isMissed(workout, today, since))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
