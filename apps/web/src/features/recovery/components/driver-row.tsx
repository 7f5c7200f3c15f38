import { cn } from '../../../lib/utils.ts';
import { driverPercent } from '../utils/readiness-display.ts';

/** One part of the recovery score as a bar, or an honest '—' when its metric is missing. */
export function DriverRow({
  label,
  part,
  detail,
}: {
  label: string;
  part: number | null;
  /** The raw reading behind the part, e.g. '55 ms' (the dialog shows it). */
  detail?: string;
}) {
  const percent = driverPercent(part);
  return (
    <li
      className={cn(
        'grid items-center gap-3 text-sm',
        detail ? 'grid-cols-[8.5rem_1fr_3rem]' : 'grid-cols-[5.5rem_1fr_3rem]',
      )}
    >
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
      </span>
      {percent === null ? (
        <span className="text-xs text-muted-foreground">No data</span>
      ) : (
        // A plain bar: the percentage beside it is what is read out.
        <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </span>
      )}
      <span className="text-right font-semibold tabular-nums">
        {percent === null ? '—' : `${percent}%`}
      </span>
    </li>
  );
}
