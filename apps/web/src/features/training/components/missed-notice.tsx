import { Link } from 'react-router';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { formatCalendarDay } from '../../../lib/dates.ts';
import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { useJoinedOn } from '../../../lib/use-joined-on.ts';
import { missedKeyWorkouts } from '../utils/missed-workouts.ts';

/**
 * A strength or VO2 max workout of an earlier day this week, never started (decision 069): on a
 * day without one of its own, Today offers it to catch up, as a link to the workout (or to the
 * week when several were missed).
 */
export function MissedNotice({ week, today }: { week: WeekWorkouts | undefined; today: string }) {
  const joinedOn = useJoinedOn();
  const missed = week ? missedKeyWorkouts(week, today, joinedOn) : [];
  const [first] = missed;
  if (!first) return null;
  const one = missed.length === 1;
  const title = one
    ? `${first.name}, ${formatCalendarDay(first.date)}, was missed`
    : `${missed.length} ${missed.every((w) => w.type === 'strength') ? 'strength' : 'key'} workouts were missed this week`;
  return (
    <Link
      to={one ? `/workout-details/${encodeURIComponent(first.id)}` : '/workouts'}
      className="flex min-h-14 items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-4 py-3 text-sm transition-colors hover:bg-muted"
    >
      <CalendarClock className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-muted-foreground">
          Today is a lighter day: a good one to catch {one ? 'it' : 'one'} up
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
