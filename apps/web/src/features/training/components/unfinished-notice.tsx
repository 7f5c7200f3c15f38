import { Link } from 'react-router';
import { ChevronRight, CircleDashed } from 'lucide-react';
import { useUnfinishedSessions } from '../../history/api/get-unfinished.ts';
import { formatDayMonthYear } from '@grandfit/shared/domain/dates.ts';

/**
 * A workout of an earlier day left unfinished (decision 050) points to History, where it is
 * finished or discarded: the lifter who closed the app before Finish learns it where he lands.
 * Today's own session is not one: it may still be under way.
 */
export function UnfinishedNotice({ today }: { today: string }) {
  const { data } = useUnfinishedSessions();
  const earlier = (data?.items ?? []).filter((item) => item.date < today);
  const [first] = earlier;
  if (!first) return null;
  const title =
    earlier.length === 1
      ? `${first.workoutName}, ${formatDayMonthYear(first.date)}, was not finished`
      : `${earlier.length} workouts were not finished`;
  return (
    <Link
      to="/history"
      className="flex min-h-14 items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-4 py-3 text-sm transition-colors hover:bg-muted"
    >
      <CircleDashed className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-muted-foreground">Finish or discard in History</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
