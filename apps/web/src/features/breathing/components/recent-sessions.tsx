import { useId } from 'react';
import { History } from 'lucide-react';
import { PATTERN_LABELS } from '@grandfit/shared/domain/breathing/patterns.ts';
import type {
  BreathingSession,
  BreathingSessionInput,
} from '@grandfit/shared/schemas/breathing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useBreathingSessions } from '../api/get-breathing-sessions.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { formatShortDate } from '../../../lib/dates.ts';
import { formatClockTime } from '../../../lib/clock.ts';

type Row = Pick<
  BreathingSession,
  'clientId' | 'pattern' | 'actualSeconds' | 'breaths' | 'completed' | 'startedAt'
> & {
  hrvSource: BreathingSession['hrvSource'];
  averageRmssd: number | null;
  pending: boolean;
};

function fromPending(session: BreathingSessionInput): Row {
  return {
    clientId: session.clientId,
    pattern: session.pattern,
    actualSeconds: session.actualSeconds,
    breaths: session.breaths,
    completed: session.completed,
    startedAt: session.startedAt,
    hrvSource: session.hrv?.source ?? null,
    averageRmssd: session.hrv?.source === 'strap' ? session.hrv.averageRmssd : null,
    pending: true,
  };
}

function minutes(seconds: number): string {
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${whole} min` : `${whole} min ${rest} s`;
}

/** "Mon, Aug 4, 7:42 PM". */
function when(iso: string): string {
  const date = new Date(iso);
  return `${formatShortDate(date)}, ${formatClockTime(date)}`;
}

/** The user's saved sessions, newest first, with any still waiting in the offline outbox. */
export function RecentSessions({ pending }: { pending: BreathingSessionInput[] }) {
  const titleId = useId();
  const sessions = useBreathingSessions();
  const saved = new Set(sessions.data?.map((s) => s.clientId));
  const rows: Row[] = [
    ...pending.filter((s) => !saved.has(s.clientId)).map(fromPending),
    ...(sessions.data ?? []).map((s) => ({ ...s, pending: false })),
  ];

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
      <div className="flex items-center gap-2">
        <History className="size-5 text-primary" aria-hidden="true" />
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Recent Sessions
        </h2>
      </div>
      {sessions.isError && rows.length === 0 ? (
        <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
          <p>Couldn&apos;t load your sessions.</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : sessions.isPending && rows.length === 0 ? (
        <AwaitingData>
          <div
            role="status"
            aria-label="Loading sessions"
            className="h-16 animate-pulse rounded-xl bg-muted"
          />
        </AwaitingData>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No sessions yet. A completed session counts toward today&apos;s 10-minute breathing habit;
          it does not change readiness.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {rows.map((row) => (
            <li
              key={row.clientId}
              data-testid="breathing-session"
              className="flex flex-col gap-0.5 py-2.5"
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-semibold">{PATTERN_LABELS[row.pattern]}</span>
                <span className="text-xs font-semibold text-muted-foreground">
                  {row.pending ? 'Waiting to sync' : row.completed ? 'Completed' : 'Stopped early'}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">
                {when(row.startedAt)} · {minutes(row.actualSeconds)} · {row.breaths} breaths
                {row.hrvSource === 'strap' && row.averageRmssd !== null
                  ? ` · avg RMSSD ${Math.round(row.averageRmssd)} ms (strap)`
                  : row.hrvSource === 'demo'
                    ? ' · demo HRV, not saved'
                    : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
