/**
 * Calendar months as `YYYY-MM` (Progress's range, History's calendar): pure date arithmetic on the
 * calendar, no time zone, as dates.ts does for days.
 */
import { addDays, mondayOf } from './dates.ts';

/** The month holding `date` (YYYY-MM-DD). */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `months` after `month` (negative goes back). */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's first day (YYYY-MM-DD). */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/**
 * The month's Monday-to-Sunday weeks (the journey's weeks, decision 019), as a calendar shows
 * them: each week seven days, null for a day of the month before or after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = firstDayOf(month);
  const next = firstDayOf(addMonths(month, 1));
  const weeks: (string | null)[][] = [];
  for (let monday = mondayOf(first); monday < next; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(monday, i);
        return day >= first && day < next ? day : null;
      }),
    );
  }
  return weeks;
}
