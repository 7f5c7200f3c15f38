import { daysBetween } from '@grandfit/shared/domain/journey.ts';
import { byDayOrder } from '@grandfit/shared/domain/programme/day-order.ts';
import type { TodayWorkouts, WeekWorkouts } from '@grandfit/shared/schemas/training.ts';

/**
 * Today's workouts as the server would answer them, read from a week the device already holds:
 * opened offline on a day whose own answer was never loaded, Today still shows the day's workout
 * from this week's list (the server orders a day's sessions the same way, training.service.ts).
 */
export function todayFromWeek(week: WeekWorkouts, date: string): TodayWorkouts | undefined {
  if (date < week.startDate || date > week.endDate || week.week !== week.currentWeek) {
    return undefined;
  }
  const day = daysBetween(week.startDate, date) + 1;
  const [workout = null, ...others] = week.workouts
    .filter((candidate) => candidate.day === day)
    .sort(byDayOrder);
  return {
    date,
    week: week.week,
    day,
    journeyEnded: false,
    journeyNotStarted: false,
    workout,
    others,
    // Offline, from a week alone: the absence it would measure needs the server's sessions.
    resume: null,
  };
}
