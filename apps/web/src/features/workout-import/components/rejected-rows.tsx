import type { RejectedRow } from '@grandfit/shared/schemas/workout-import.ts';
import { counted } from '../utils/import-choices.ts';

/** The rows of the file left out and why, folded: a long list would hide the rest. */
export function RejectedRows({ rejected, count }: { rejected: RejectedRow[]; count: number }) {
  return (
    <details className="rounded-2xl border border-border px-4 py-3 text-sm">
      <summary className="min-h-6 cursor-pointer font-semibold">
        {counted(count, 'row')} left out
      </summary>
      <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto text-xs">
        {rejected.map((row) => (
          <li key={`${row.line}-${row.reason}`}>
            <span className="font-semibold tabular-nums">Line {row.line}</span>: {row.reason}
          </li>
        ))}
      </ul>
      {count > rejected.length ? (
        <p className="mt-2 text-xs text-muted-foreground">
          The first {rejected.length} of {count} are listed.
        </p>
      ) : null}
    </details>
  );
}
