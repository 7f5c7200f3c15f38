/**
 * How breathing counts toward recovery (docs/decisions/015-breathing-and-hrv.md).
 *
 * Slow breathing near 6 breaths/min raises vagally mediated HRV during and shortly after the
 * practice (Lehrer & Gevirtz 2014; Laborde et al. 2022, meta-analysis), but it is a modest,
 * short-lived effect and not a measure of recovery. So a completed session adds a few points to
 * the day's readiness, capped, and never changes the combined recovery score of spec 9; and the
 * RMSSD recorded while breathing slowly is kept apart from resting HRV (paced breathing inflates
 * it), shown as its own line in the trends.
 */
import { addDays } from '../dates.ts';
import type { BreathingDay, BreathingTrends } from '../../schemas/breathing.ts';

/** Completed minutes that earn the whole bonus: the 10-minute default session. */
export const BREATHING_FULL_MINUTES = 10;
/** The most readiness points breathing adds in a day. */
export const BREATHING_MAX_POINTS = 3;

export interface BreathingReadiness {
  /** Completed minutes that day. */
  minutes: number;
  sessions: number;
  /** min(1, minutes / 10): the driver's bar, null without a completed session. */
  part: number | null;
  /** round(3 x part): the points added to a readiness score that exists. */
  points: number;
}

export function breathingReadiness(minutes: number, sessions: number): BreathingReadiness {
  if (sessions === 0 || minutes <= 0) return { minutes: 0, sessions, part: null, points: 0 };
  const part = Math.min(1, minutes / BREATHING_FULL_MINUTES);
  return {
    minutes: Math.round(minutes * 10) / 10,
    sessions,
    part,
    points: Math.round(BREATHING_MAX_POINTS * part),
  };
}

/**
 * Readiness with the day's breathing: score + points, at most 100. Breathing alone never makes a
 * score (null stays null): it is a bonus on what is measured, not a measure.
 */
export function withBreathing(score: number | null, breathing: BreathingReadiness): number | null {
  if (score === null) return null;
  return Math.min(100, score + breathing.points);
}

/**
 * The recovery trends' breathing line: the range's days with a completed session, and completed
 * minutes over the last 7 days and the 7 before them.
 */
export function breathingTrends(
  days: readonly BreathingDay[],
  range: { start: string; end: string },
): BreathingTrends {
  const sumMinutes = (from: string, to: string) =>
    days
      .filter((day) => day.date >= from && day.date <= to)
      .reduce((sum, day) => sum + day.minutes, 0);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const weekStart = addDays(range.end, -6);
  return {
    days: days
      .filter((day) => day.date >= range.start && day.date <= range.end && day.sessions > 0)
      .map((day) => ({
        ...day,
        minutes: round1(day.minutes),
        strapRmssd: day.strapRmssd === null ? null : round1(day.strapRmssd),
      }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    minutes7: round1(sumMinutes(weekStart, range.end)),
    previousMinutes7: round1(sumMinutes(addDays(weekStart, -7), addDays(range.end, -7))),
  };
}
