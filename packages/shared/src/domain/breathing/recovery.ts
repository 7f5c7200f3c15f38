/**
 * How breathing counts toward recovery (docs/decisions/015-breathing-and-hrv.md, revised by
 * docs/decisions/036-readiness-progression-effort-standards.md).
 *
 * Slow breathing near 6 breaths/min raises vagally mediated HRV during and shortly after the
 * practice (Lehrer & Gevirtz 2014; Laborde et al. 2022, meta-analysis), but it is a modest,
 * short-lived effect and not a measure of recovery. It is a habit: it is shown beside readiness
 * and never changes the readiness score, which prescribes loads (10 minutes used to add 3 points,
 * enough to lift a Low 58 to a Fair 61 and undo the coach's 5 % load cut: decision 036). The
 * RMSSD recorded while breathing slowly is kept apart from resting HRV (paced breathing inflates
 * it), shown as its own line in the trends.
 */
import { addDays } from '../dates.ts';
import type { BreathingDay, BreathingTrends } from '../../schemas/breathing.ts';

/** Completed minutes that fill the day's habit bar: the 10-minute default session. */
export const BREATHING_FULL_MINUTES = 10;

export interface BreathingHabit {
  /** Completed minutes that day. */
  minutes: number;
  sessions: number;
  /** min(1, minutes / 10): the habit's bar, null without a completed session. */
  part: number | null;
}

/** The day's breathing as a habit: minutes, sessions and the bar toward 10 minutes. */
export function breathingHabit(minutes: number, sessions: number): BreathingHabit {
  if (sessions === 0 || minutes <= 0) return { minutes: 0, sessions, part: null };
  return {
    minutes: Math.round(minutes * 10) / 10,
    sessions,
    part: Math.min(1, minutes / BREATHING_FULL_MINUTES),
  };
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
