import { Link } from 'react-router';
import { ChevronRight, CircleDashed, Play } from 'lucide-react';
import type { UnfinishedSession } from '@grandfit/shared/schemas/history.ts';
import { useUnfinishedSessions } from '../../history/api/get-unfinished.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';

/**
 * A workout of an earlier day left unfinished (decision 050) points to History, where it is
 * finished or discarded: the lifter who closed the app before Finish learns it where he lands.
 * Today's own session is not one: it may still be under way. Today's workout of his own (decision
 * 075), which has no programme card to say so, is pointed to as under way, to resume.
 */
export function UnfinishedNotice({ today }: { today: string }) {
  const { data } = useUnfinishedSessions();
  const items = data?.items ?? [];
  const earlier = items.filter((item) => item.date < today);
  const underWay = items.find((item) => item.free && item.date === today);
  return (
    <>
      {underWay ? <UnderWay session={underWay} /> : null}
      {earlier.length > 0 ? <Earlier sessions={earlier} /> : null}
    </>
  );
}

function UnderWay({ session }: { session: UnfinishedSession }) {
  return (
    <Link
      to={`/workout/${encodeURIComponent(session.workoutId)}`}
      className="flex min-h-14 items-center gap-3 rounded-2xl border border-primary/40 bg-surface px-4 py-3 text-sm transition-colors hover:bg-muted"
    >
      <Play className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{session.workoutName} is under way</span>
        <span className="block text-muted-foreground">
          {session.setsDone} set{session.setsDone === 1 ? '' : 's'} done · Resume
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

function Earlier({ sessions }: { sessions: UnfinishedSession[] }) {
  const [first] = sessions;
  if (!first) return null;
  const title =
    sessions.length === 1
      ? `${first.workoutName}, ${formatCalendarDay(first.date)}, was not finished`
      : `${sessions.length} workouts were not finished`;
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
