import { addDays } from '../dates.ts';

/**
 * The day streak (spec "Progress", "Method"): consecutive calendar days, up to today, on which the
 * user completed at least one workout. A day not yet trained does not break the streak until it
 * is over, so the count runs back from today if today has a workout, else from yesterday.
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
