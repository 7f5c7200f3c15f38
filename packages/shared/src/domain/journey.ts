/** The 52-week journey (spec 4 "Journey phase by week", spec 9 "Journey"; DESIGN 5). */
export const DEFAULT_JOURNEY_START = '2025-08-03';
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
