import { addDays } from '../dates.ts';
import { trainedDays, type DayOf, type SessionFact } from './completed-workouts.ts';

/**
 * The day streak (docs/product.md#progress-screen, docs/product.md#method-screen): consecutive
 * calendar days, up to today, on which the user completed at least one workout. A day not yet
 * trained does not break the streak until it is over, so the count runs back from today if today
 * has a workout, else from yesterday.
 */
export function dayStreak(trainedDays: Iterable<string>, today: string): number {
  const days = new Set(trainedDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export interface WorkoutStreak {
  days: number;
  trainedToday: boolean;
  /** The last day with a completed workout, or null. */
  lastTrainedOn: string | null;
}

/**
 * The streak every screen shows (docs/decisions/022-one-definition-per-number.md): a day counts
 * when a workout of any type (strength, Zone 2, VO2 max, stability) was completed on it, in the
 * user's time zone. The programme plans a workout every day, so an unbroken streak is the plan
 * followed; breathing sessions and logged meals are not workouts and do not count.
 */
export function workoutStreak(
  sessions: Iterable<SessionFact>,
  today: string,
  dayOf: DayOf,
): WorkoutStreak {
  const days = trainedDays(sessions, today, dayOf);
  const lastTrainedOn = days.at(-1) ?? null;
  return { days: dayStreak(days, today), trainedToday: lastTrainedOn === today, lastTrainedOn };
}
