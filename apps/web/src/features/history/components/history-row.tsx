import { Link } from 'react-router';
import { ChevronRight, Trophy } from 'lucide-react';
import type { HistoryItem } from '@grandfit/shared/schemas/history.ts';
import { formatHistoryDate, formatSessionDuration, formatVolume } from '../utils/history-format.ts';
import { SourceBadge } from '../../../components/source-badge.tsx';

/**
 * One completed session: date, name, duration, sets done of planned, volume and its PRs; an
 * imported one names its app. An imported session had no plan, and a free one grew as he went, so
 * each shows its sets alone.
 */
export function HistoryRow({ item }: { item: HistoryItem }) {
  const facts = [
    formatSessionDuration(item.durationSeconds),
    item.workoutId === null || item.free
      ? `${item.setsDone} set${item.setsDone === 1 ? '' : 's'}`
      : `${item.setsDone}/${item.setsPlanned} sets`,
    item.volume.value > 0 ? formatVolume(item.volume) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Link
      to={`/history/${encodeURIComponent(item.sessionId)}`}
      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-border bg-surface px-4 py-3 shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="history-row"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted-foreground">{formatHistoryDate(item.date)}</p>
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate font-semibold">{item.workoutName}</span>
          <SourceBadge source={item.source} />
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted-foreground tabular-nums">
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
      </div>
      {item.prCount > 0 ? (
        <span
          className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900"
          aria-label={`${item.prCount} personal record${item.prCount === 1 ? '' : 's'}`}
        >
          <Trophy className="size-3.5" aria-hidden="true" />
          {item.prCount} PR{item.prCount === 1 ? '' : 's'}
        </span>
      ) : null}
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
