/**
 * How sure the coach is, from how much recent data there is (docs/product.md#coach-confidence;
 * docs/coach.md "Confidence"). The 0.8 default for the weight recommendation is the value
 * of a solid, recent history (3 sessions, 6 rated sets, within a week). Less or older data lowers
 * it towards the floor of 0.3, the value with no history at all. More evidence raises it above 0.8
 * (docs/decisions/036-readiness-progression-effort-standards.md: a default, not a ceiling): the
 * estimate is a mean of session estimates, whose standard error falls as 1/√n, so the remaining
 * doubt 1 - 0.8 shrinks by √(3/n) with n rated sessions.
 * It stops at 0.95: Epley's error and self-rated RIR are each worth a rep or two, so an estimate
 * is never certain.
 */
import { RECENT_WINDOW_DAYS, ageDays, recentSessions, type Session } from './history.ts';

export const CONFIDENCE_FLOOR = 0.3;
/**
 * The weight recommendation's 0.8 default (docs/product.md#coach-confidence): a solid, recent
 * history.
 */
export const CONFIDENCE_DEFAULT = 0.8;
/** The most the coach claims, however much data there is. */
export const CONFIDENCE_MAX = 0.95;

/** Three sessions in the recent window make a solid history; six rated sets make RIR trustworthy. */
export const SOLID_SESSIONS = 3;
export const SOLID_RATED_SETS = 6;
/** Data up to a week old is fresh; older data counts for less, down to half at the window's end. */
export const FRESH_DAYS = 7;
const WINDOW_DAYS = RECENT_WINDOW_DAYS;

export interface DataAmount {
  /** Sessions in the recent (42-day) window. */
  sessions: number;
  /** Sets in the window with a logged RIR. */
  ratedSets: number;
  /** Days since the last session; null with no history. */
  daysSinceLast: number | null;
}

/**
 * amount = 0.75 · min(sessions, 3) / 3 + 0.25 · min(rated sets, 6) / 6
 * n = min(sessions, rated sets / 2)   (sessions with at least two rated sets' worth of evidence)
 * evidence = 0.3 + 0.5 · amount                 while n ≤ 3 (0.8 at a solid history)
 *          = min(0.95, 1 - 0.2 · √(3 / n))      beyond it
 * recency = 1 up to 7 days, then linear to 0.5 at 42 days, 0 beyond
 * confidence = 0.3 + (evidence - 0.3) · recency, to 2 decimals.
 */
export function dataConfidence(data: DataAmount): number {
  if (data.daysSinceLast === null || data.sessions <= 0) return CONFIDENCE_FLOOR;
  const amount =
    0.75 * (Math.min(data.sessions, SOLID_SESSIONS) / SOLID_SESSIONS) +
    0.25 * (Math.min(Math.max(data.ratedSets, 0), SOLID_RATED_SETS) / SOLID_RATED_SETS);
  const days = Math.max(0, data.daysSinceLast);
  const recency =
    days > WINDOW_DAYS
      ? 0
      : days <= FRESH_DAYS
        ? 1
        : 1 - (0.5 * (days - FRESH_DAYS)) / (WINDOW_DAYS - FRESH_DAYS);
  const evidenceSessions = Math.min(data.sessions, Math.max(data.ratedSets, 0) / 2);
  const evidence =
    evidenceSessions > SOLID_SESSIONS
      ? Math.min(
          CONFIDENCE_MAX,
          1 - (1 - CONFIDENCE_DEFAULT) * Math.sqrt(SOLID_SESSIONS / evidenceSessions),
        )
      : CONFIDENCE_FLOOR + (CONFIDENCE_DEFAULT - CONFIDENCE_FLOOR) * amount;
  const value = CONFIDENCE_FLOOR + (evidence - CONFIDENCE_FLOOR) * recency;
  return Math.round(value * 100) / 100;
}

/** The DataAmount of a user's sessions of one exercise at `now` (ms). */
export function dataAmountOf(sessions: readonly Session[], now: number): DataAmount {
  const recent = recentSessions(sessions, now);
  const last = sessions[sessions.length - 1];
  return {
    sessions: recent.length,
    ratedSets: recent.reduce((n, s) => n + s.sets.filter((set) => set.rir !== null).length, 0),
    daysSinceLast: last ? ageDays(last.end, now) : null,
  };
}
