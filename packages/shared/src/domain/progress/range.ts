/** The calendar window of the Progress page: the last N months, the current one included. */
import { addMonths, monthOf } from '../calendar-month.ts';
import { addDays } from '../dates.ts';

export const PROGRESS_MONTHS = { min: 1, max: 24, default: 6 } as const;

export interface ProgressRange {
  /** The first day of the first month. */
  start: string;
  /** The user's today: nothing after it counts. */
  end: string;
  /** The day after `end`, the exclusive bound of time comparisons. */
  endExclusive: string;
  /** The first day of the current month (for "this month"). */
  monthStart: string;
  /** Oldest first, the current month last. */
  months: string[];
}

export function progressRange(today: string, months: number): ProgressRange {
  const current = monthOf(today);
  const keys = Array.from({ length: months }, (_, i) => addMonths(current, i - months + 1));
  return {
    start: `${keys[0] ?? current}-01`,
    end: today,
    endExclusive: addDays(today, 1),
    monthStart: `${current}-01`,
    months: keys,
  };
}
