import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, monthOf, monthWeeks } from '@grandfit/shared/domain/calendar-month.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { PILLAR_LABELS } from '@grandfit/shared/domain/progress/volume.ts';
import { DATE_RANGE } from '@grandfit/shared/domain/date-range.ts';
import type { CalendarSession } from '@grandfit/shared/schemas/history.ts';
import { SourceBadge } from '../../../components/source-badge.tsx';
import { OFFLINE_UNAVAILABLE } from '../../../components/ui/awaiting-data.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatLongMonth, plural } from '../../../lib/format.ts';
import { PILLAR_COLORS } from '../../../lib/pillar-colors.ts';
import { useIsOnline } from '../../../lib/use-online.ts';
import { cn } from '../../../lib/utils.ts';
import { useHistoryCalendar } from '../api/get-history-calendar.ts';

const WEEKDAYS = [
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
  ['S', 'Sunday'],
] as const;
/** Dots under a day: one per session, by pillar, up to this many. */
const MAX_DOTS = 3;
const EARLIEST_MONTH = DATE_RANGE.min.slice(0, 7);

/**
 * History's month calendar (decision 061): the days with a completed workout marked, a dot per
 * session in its pillar's colour, Monday to Sunday like the journey's weeks. A marked day opens
 * its sessions below the grid.
 */
export function HistoryCalendar() {
  const today = toLocalIsoDate(new Date());
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState(thisMonth);
  const [chosen, setChosen] = useState<string | null>(null);
  const query = useHistoryCalendar(month);
  const online = useIsOnline();
  const titleId = useId();

  const answer = query.data;
  const sessionsByDay = useMemo(
    () => new Map(answer?.days.map((day) => [day.date, day.sessions]) ?? []),
    [answer],
  );
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const sessionCount = answer?.days.reduce((sum, day) => sum + day.sessions.length, 0) ?? 0;
  const chosenSessions = chosen ? sessionsByDay.get(chosen) : undefined;

  function showMonth(next: string) {
    setMonth(next);
    setChosen(null);
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="mb-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          disabled={month <= EARLIEST_MONTH}
          onClick={() => showMonth(addMonths(month, -1))}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <div className="text-center">
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            {formatLongMonth(month)}
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {!answer
              ? query.isError
                ? 'Couldn’t load this month'
                : online
                  ? 'Loading...'
                  : OFFLINE_UNAVAILABLE
              : sessionCount === 0
                ? 'No workouts'
                : `${plural(sessionCount, 'workout')} on ${plural(answer.days.length, 'day')}`}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          disabled={month >= thisMonth}
          onClick={() => showMonth(addMonths(month, 1))}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>

      <table className="mt-2 w-full table-fixed border-collapse text-center" aria-busy={!answer}>
        <thead>
          <tr>
            {WEEKDAYS.map(([letter, name]) => (
              <th
                key={name}
                scope="col"
                abbr={name}
                className="pb-1 text-xs font-semibold text-muted-foreground"
              >
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => (
                <td key={date ?? `blank-${index}`} className="p-0.5">
                  {date ? (
                    <CalendarDay
                      date={date}
                      sessions={sessionsByDay.get(date)}
                      isToday={date === today}
                      chosen={date === chosen}
                      onChoose={() => setChosen(date === chosen ? null : date)}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      {chosen && chosenSessions ? (
        <section
          aria-label={formatCalendarDay(chosen)}
          className="mt-3 border-t border-border pt-3"
        >
          <h3 className="text-sm font-semibold">{formatCalendarDay(chosen)}</h3>
          <ul className="mt-1 grid gap-1">
            {chosenSessions.map((session) => (
              <li key={session.sessionId}>
                <DaySession session={session} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

function CalendarDay({
  date,
  sessions,
  isToday,
  chosen,
  onChoose,
}: {
  date: string;
  sessions: CalendarSession[] | undefined;
  isToday: boolean;
  chosen: boolean;
  onChoose: () => void;
}) {
  const day = Number(date.slice(8, 10));
  const face = cn(
    'mx-auto flex size-11 flex-col items-center justify-center rounded-full text-sm tabular-nums',
    isToday && 'ring-2 ring-primary',
  );
  if (!sessions) {
    return (
      <span
        className={cn(face, 'text-muted-foreground')}
        aria-current={isToday ? 'date' : undefined}
      >
        {day}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-current={isToday ? 'date' : undefined}
      aria-label={`${formatCalendarDay(date)}: ${plural(sessions.length, 'workout')}`}
      onClick={onChoose}
      className={cn(
        face,
        'font-bold transition-colors',
        chosen ? 'bg-primary text-primary-foreground' : 'bg-primary/15 hover:bg-primary/25',
      )}
    >
      {day}
      <span aria-hidden="true" className="mt-0.5 flex gap-0.5">
        {sessions.slice(0, MAX_DOTS).map((session) => (
          <span
            key={session.sessionId}
            className={cn('size-1.5 rounded-full', chosen && 'ring-1 ring-primary-foreground')}
            style={{ backgroundColor: PILLAR_COLORS[session.type] }}
          />
        ))}
      </span>
    </button>
  );
}

function DaySession({ session }: { session: CalendarSession }) {
  return (
    <Link
      to={`/history/${encodeURIComponent(session.sessionId)}`}
      className="flex min-h-11 items-center gap-2 rounded-xl px-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span
        aria-hidden="true"
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: PILLAR_COLORS[session.type] }}
      />
      <span className="min-w-0 flex-1 truncate text-sm font-semibold">{session.workoutName}</span>
      <SourceBadge source={session.source} />
      <span className="text-xs text-muted-foreground">{PILLAR_LABELS[session.type]}</span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
