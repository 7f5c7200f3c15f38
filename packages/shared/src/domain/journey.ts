/**
 * The 52-week journey (docs/product.md#journey-start, docs/product.md#journey-weeks-and-phases).
 */
import { addDays, mondayOf } from './dates.ts';

/**
 * The original prototype's "fixed start date": its owner's own start
 * (docs/product.md#journey-start). It is nobody's default: accounts that existed before decision
 * 019 keep it as their stored start (migration 0012); a new account starts on newJourneyStart().
 */
export const SPEC_JOURNEY_START = '2025-08-03';
export const JOURNEY_WEEKS = 52;
const DAY_MS = 86_400_000;

export interface JourneyPhase {
  number: 1 | 2 | 3 | 4;
  name: 'Foundation' | 'Strength' | 'Integration' | 'Mastery';
  color: 'blue' | 'green' | 'purple' | 'yellow';
  firstWeek: number;
  lastWeek: number;
}

export const JOURNEY_PHASES: readonly JourneyPhase[] = [
  { number: 1, name: 'Foundation', color: 'blue', firstWeek: 1, lastWeek: 12 },
  { number: 2, name: 'Strength', color: 'green', firstWeek: 13, lastWeek: 24 },
  { number: 3, name: 'Integration', color: 'purple', firstWeek: 25, lastWeek: 36 },
  { number: 4, name: 'Mastery', color: 'yellow', firstWeek: 37, lastWeek: 52 },
];

/** Whole calendar days from `start` to `today`, both given as YYYY-MM-DD (time zones do not shift it). */
export function daysBetween(start: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** Journey week: clamp(floor(days since start / 7) + 1, 1, 52). */
export function journeyWeek(start: string, today: string): number {
  const week = Math.floor(daysBetween(start, today) / 7) + 1;
  return Math.min(Math.max(week, 1), JOURNEY_WEEKS);
}

/**
 * Decision 019: a new account's journey starts on the Monday of the week it signs up, so its
 * weeks run Monday to Sunday like the calendar's and today is already a day of week 1.
 */
export const newJourneyStart = (today: string): string => mondayOf(today);

/** "Next Monday" at onboarding: the Monday after this week's. */
export const nextMonday = (today: string): string => addDays(mondayOf(today), 7);

/**
 * Decision 019: the start a user may choose at onboarding, around their own today. Earlier would
 * hand a new user a journey already weeks into Foundation (or over); more than a year ahead is a
 * mistyped year.
 */
export const START_WINDOW = { daysBefore: 28, daysAfter: 365 } as const;

/** The first and last start allowed on `today`, widened by `slackDays` on each side. */
export function startWindow(today: string, slackDays = 0): { earliest: string; latest: string } {
  return {
    earliest: addDays(today, -START_WINDOW.daysBefore - slackDays),
    latest: addDays(today, START_WINDOW.daysAfter + slackDays),
  };
}

export function phaseForWeek(week: number): JourneyPhase {
  const phase = JOURNEY_PHASES.find((p) => week >= p.firstWeek && week <= p.lastWeek);
  return phase ?? (week < 1 ? JOURNEY_PHASES[0]! : JOURNEY_PHASES[JOURNEY_PHASES.length - 1]!);
}

/** The local calendar date of `date` as YYYY-MM-DD. */
export function toLocalIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
