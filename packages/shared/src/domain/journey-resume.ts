/**
 * Where a journey picks up after time away (decision 074). The programme runs by the calendar, so
 * a lifter back from two weeks off finds Today two weeks ahead of the last workout he did, with
 * the days between missed. Today then offers to move his journey start (keeping his progress,
 * decision 072) so that today becomes the programme day after the last one he did.
 */
import { addDays } from './dates.ts';
import { JOURNEY_WEEKS, daysBetween } from './journey.ts';

/** A whole week away: shorter gaps are what Today's missed-workout notice is for. */
export const AWAY_DAYS = 7;

export interface ResumeOffer {
  /** The start that makes today the programme day after the last one done. */
  journeyStartDate: string;
  /** Where today falls under that start. */
  week: number;
  day: number;
  /** The calendar day of his last completed session of any workout; null when he has none. */
  lastTrainedOn: string | null;
}

export interface AwayFacts {
  journeyStartDate: string;
  /** The user's local date. */
  date: string;
  /** Days from the journey start to the last programme day with a completed session; null: none. */
  lastDoneDay: number | null;
  lastTrainedOn: string | null;
}

/**
 * The offer, or null: before the journey or after its 52 weeks; when the programme is less than a
 * week ahead of the day after the last one done; or when he trained in the last week (a workout
 * done out of order, a session imported from another app), which is no absence.
 */
export function resumeOffer(facts: AwayFacts): ResumeOffer | null {
  const { journeyStartDate, date, lastDoneDay, lastTrainedOn } = facts;
  const daysIn = daysBetween(journeyStartDate, date);
  if (daysIn < 0 || daysIn >= JOURNEY_WEEKS * 7) return null;
  const next = (lastDoneDay ?? -1) + 1;
  if (daysIn - next < AWAY_DAYS) return null;
  if (lastTrainedOn !== null && daysBetween(lastTrainedOn, date) < AWAY_DAYS) return null;
  return {
    journeyStartDate: addDays(date, -next),
    week: Math.floor(next / 7) + 1,
    day: (next % 7) + 1,
    lastTrainedOn,
  };
}
