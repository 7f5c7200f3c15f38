import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
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
 * The first day a workout can be missed (decision 087): the day he joined, or an earlier day he
 * is known to have trained on (the last set of a session under way, on this device's calendar:
 * logged offline, sent later). The programme's week starts on the Monday of the sign-up week: its
 * days before he signed up are not days he skipped, even once he catches one of them up (Monday's
 * workout done on Thursday is dated Monday, so a workout's own day is not read). Without a join
 * day (a user kept offline by an older version), every day counts.
 */
export function firstDayOfTraining(
  workouts: readonly Workout[],
  joinedOn: string | undefined,
): string {
  if (!joinedOn) return '';
  return workouts.reduce((first, workout) => {
    const lastSetAt = workout.inProgress?.lastSetAt;
    if (!lastSetAt) return first;
    const day = toLocalIsoDate(new Date(lastSetAt));
    return day < first ? day : first;
  }, joinedOn);
}

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
  const since = firstDayOfTraining(week.workouts, joinedOn);
  return week.workouts
    .filter((workout) => isMissed(workout, today, since))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
