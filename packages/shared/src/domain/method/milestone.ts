/**
 * The Method page's day counters (docs/product.md#method-screen): Days Strong or Days to Start from
 * the user's journey start, and Days to {milestone age} from the birth date.
 */
import { daysBetween } from '../journey.ts';

export interface JourneyDays {
  /** False before the journey start date. */
  started: boolean;
  /** Days on the journey counting the start day as day 1; null before the start. */
  daysStrong: number | null;
  /** Days until the start date; null once started. */
  daysToStart: number | null;
}

export function journeyDays(start: string, today: string): JourneyDays {
  const days = daysBetween(start, today);
  if (days < 0) return { started: false, daysStrong: null, daysToStart: -days };
  return { started: true, daysStrong: days + 1, daysToStart: null };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The day the user turns `age`: the birthday in the year birth year + age. A 29 February birthday
 * falls on 1 March in a common year, which is the day person.ts ageOn() first gives that age.
 */
export function milestoneDate(birthDate: string, age: number): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const target = year + age;
  const mm = String(month).padStart(2, '0');
  if (month === 2 && day === 29 && !isLeapYear(target)) return `${target}-03-01`;
  return `${String(target).padStart(4, '0')}-${mm}-${String(day).padStart(2, '0')}`;
}

export type MilestoneStatus = 'upcoming' | 'today' | 'passed' | 'no-birth-date';

export interface MilestoneCountdown {
  age: number;
  /** The milestone birthday (YYYY-MM-DD); null without a birth date. */
  date: string | null;
  /** Days from today to it: 0 on the day, null when it has passed or the birth date is unknown. */
  daysTo: number | null;
  status: MilestoneStatus;
}

/** "Days to 48": days to the user's milestone birthday (48 by default, a user setting). */
export function milestoneCountdown(
  birthDate: string | null,
  age: number,
  today: string,
): MilestoneCountdown {
  if (!birthDate) return { age, date: null, daysTo: null, status: 'no-birth-date' };
  const date = milestoneDate(birthDate, age);
  const days = daysBetween(today, date);
  if (days < 0) return { age, date, daysTo: null, status: 'passed' };
  return { age, date, daysTo: days, status: days === 0 ? 'today' : 'upcoming' };
}
