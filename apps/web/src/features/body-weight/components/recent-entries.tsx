import { ChevronRight } from 'lucide-react';
import { formatDay, formatNumber } from '../../../lib/format.ts';

/** How many of the newest entries are listed under a chart, to check and correct. */
const RECENT_ENTRIES = 5;

/**
 * The newest entries of a one-value-a-day log under its chart (weigh-ins, waist, body fat), newest
 * first, each a button that opens it to change or delete.
 */
export function RecentEntries({
  title,
  noun,
  points,
  unit,
  currentYear,
  onEdit,
}: {
  /** "Recent weigh-ins": the section's heading and name. */
  title: string;
  /** "weigh-in": each button reads "Edit weigh-in of Nov 28: 181.2 lb". */
  noun: string;
  /** Oldest first, in the unit shown. */
  points: readonly { date: string; value: number }[];
  unit: string;
  currentYear: number;
  onEdit: (date: string) => void;
}) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <ul className="divide-y divide-border">
        {points
          .slice(-RECENT_ENTRIES)
          .reverse()
          .map((point) => (
            <li key={point.date}>
              <button
                type="button"
                onClick={() => onEdit(point.date)}
                aria-label={`Edit ${noun} of ${formatDay(point.date, currentYear)}: ${formatNumber(point.value)} ${unit}`}
                className="flex min-h-11 w-full items-center justify-between gap-3 text-left text-sm hover:text-primary"
              >
                <span>{formatDay(point.date, currentYear)}</span>
                <span className="ml-auto font-semibold tabular-nums">
                  {formatNumber(point.value)} {unit}
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}
