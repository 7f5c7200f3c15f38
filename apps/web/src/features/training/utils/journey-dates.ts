import { addDays } from '@grandfit/shared/domain/dates.ts';
import { JOURNEY_WEEKS, daysBetween } from '@grandfit/shared/domain/journey.ts';
import type { TodayWorkouts, WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import {
  formatDay,
  formatLongDate,
  formatMediumDay,
  formatShortDate as formatWeekdayDate,
} from '../../../lib/dates.ts';

// Written out rather than Intl.DateTimeFormat, in the device's order (lib/dates.ts): Today renders
// these on its first paint, and the first DateTimeFormat of a page costs 25-40 ms of main thread
// (decision 043).

/** A YYYY-MM-DD calendar day as a local Date at midnight (never shifted by the time zone). */
export function parseIsoDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** "Aug 3" ("3 Aug"); with the year when it is not `currentYear` ("Aug 3, 2025", "3 Aug 2025"). */
export const formatShortDate = (iso: string, currentYear?: number) => formatDay(iso, currentYear);

/** "Aug 3, 2025" ("3 Aug 2025"). */
export const formatMediumDate = (iso: string) => formatMediumDay(iso);

/** "Sun, Aug 3" ("Sun 3 Aug"). */
export const formatDayDate = (iso: string) => formatWeekdayDate(parseIsoDate(iso));

/** "Sunday, August 3, 2025" ("Sunday, 3 August 2025"). */
export const formatLongIsoDate = (iso: string) => formatLongDate(parseIsoDate(iso));

/** "Aug 3 – Aug 9" ("3 Aug – 9 Aug"). */
export const formatWeekRange = (startDate: string, endDate: string) =>
  `${formatShortDate(startDate)} – ${formatShortDate(endDate)}`;

/** The user's journey start date: week N starts (N - 1) * 7 days after it. */
export const journeyStartOf = (week: Pick<WeekWorkouts, 'week' | 'startDate'>) =>
  addDays(week.startDate, -(week.week - 1) * 7);

/**
 * The journey start date from today's answer, when it tells: during the journey, today is day
 * `day` of week `week`; before it, today's workout is week 1 day 1, on the start date. After
 * week 52 the week is clamped, so it does not.
 */
export function journeyStartFromToday(
  today: Pick<TodayWorkouts, 'date' | 'week' | 'day' | 'journeyEnded' | 'journeyNotStarted'> & {
    workout: { date: string } | null;
  },
): string | undefined {
  if (today.journeyEnded) return undefined;
  if (today.journeyNotStarted) return today.workout?.date;
  return addDays(today.date, -((today.week - 1) * 7 + today.day - 1));
}

export type JourneyStatus = 'not-started' | 'active' | 'ended';

export function journeyStatus(today: Pick<TodayWorkouts, 'journeyEnded' | 'journeyNotStarted'>) {
  if (today.journeyEnded) return 'ended';
  return today.journeyNotStarted ? 'not-started' : 'active';
}

/** Whether `date` falls inside the week (false for week 52 after the journey has ended). */
export const isDateInWeek = (date: string, week: Pick<WeekWorkouts, 'startDate' | 'endDate'>) =>
  date >= week.startDate && date <= week.endDate;

/** Days from `today` until `start` (0 or less once it has begun). */
export const daysUntil = (start: string, today: string) => daysBetween(today, start);

/** The line under the Training Starts tile's date: where the journey stands. */
export function journeyCaption(status: JourneyStatus, week: number, daysToStart: number): string {
  if (status === 'ended') return `All ${JOURNEY_WEEKS} weeks done`;
  if (status === 'not-started') return daysToStart === 1 ? 'Tomorrow' : `In ${daysToStart} days`;
  return `Week ${week} of ${JOURNEY_WEEKS}`;
}
