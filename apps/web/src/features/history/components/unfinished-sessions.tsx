import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleDashed } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { UnfinishedSession } from '@grandfit/shared/schemas/history.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { formatClockTime } from '../../../lib/clock.ts';
import { useDeleteSession } from '../api/correct-session.ts';
import { useFinishSession } from '../api/finish-session.ts';
import { getUnfinishedQueryOptions, useUnfinishedSessions } from '../api/get-unfinished.ts';
import { formatHistoryDate } from '../utils/history-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Workouts with sets logged and never finished (decision 050), above History's list: the app was
 * closed on the gym floor before Finish. Each can be finished as of its last set, which puts it in
 * History and every figure, or discarded with its sets. Nothing shows when there are none.
 */
export function UnfinishedSessions() {
  const { data } = useUnfinishedSessions();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="unfinished-heading" className="mb-5 grid gap-2">
      <h2 id="unfinished-heading" className="text-lg font-bold tracking-tight">
        Not finished
      </h2>
      <p className="text-sm text-muted-foreground">
        Sets were logged but the workout was not finished. Finish it to keep it in your history as
        of its last set, or discard it; one from today can still be resumed.
      </p>
      <ul aria-label="Workouts not finished" className="grid gap-2">
        {items.map((item) => (
          <li key={item.sessionId}>
            <UnfinishedRow item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnfinishedRow({ item }: { item: UnfinishedSession }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  const [discarding, setDiscarding] = useState(false);
  const onError = (title: string) => (error: Error) =>
    toast({ variant: 'destructive', title, description: error.message });
  const finish = useFinishSession({ onError: onError('Workout not finished') });
  const discard = useDeleteSession({ onError: onError('Workout not discarded') });
  // Sent or kept offline, the row leaves at once; the server's list follows once it has the write.
  const forget = () =>
    queryClient.setQueryData(getUnfinishedQueryOptions().queryKey, (data) =>
      data ? { items: data.items.filter((other) => other.sessionId !== item.sessionId) } : data,
    );
  const day = formatHistoryDate(item.date);
  const lastSet = formatClockTime(new Date(item.lastSetAt));
  // Left today, it may be the one still going (a call between two sets): back into it comes first.
  // An older one is finished or discarded; resuming it would stretch its duration over days.
  const resumable = toLocalIsoDate(new Date(item.lastSetAt)) === toLocalIsoDate(new Date());

  return (
    <div
      className="grid gap-3 rounded-[var(--radius-card)] border border-dashed border-border bg-surface px-4 py-3 shadow-sm"
      aria-label={`${item.workoutName}, ${day}`}
      role="group"
    >
      <div className="flex min-w-0 items-start gap-3">
        <CircleDashed className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-muted-foreground">{day}</p>
          {/* Its sets can be seen and corrected before it is finished. */}
          <Link
            to={`/history/${encodeURIComponent(item.sessionId)}`}
            className="block truncate font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {item.workoutName}
          </Link>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted-foreground tabular-nums">
            <span>
              {item.setsDone}/{item.setsPlanned} sets
            </span>
            <span>Last set {lastSet}</span>
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        {resumable ? (
          <Link
            to={`/workout/${encodeURIComponent(item.workoutId)}`}
            className={buttonClasses('default', 'sm', 'flex-1 sm:max-w-48')}
          >
            Resume
          </Link>
        ) : null}
        <Button
          size="sm"
          variant={resumable ? 'outline' : 'default'}
          className="flex-1 sm:max-w-48"
          onClick={() => {
            finish.mutate(
              {
                workoutId: item.workoutId,
                completion: { sessionId: item.sessionId, completedAt: item.lastSetAt },
                userId,
                label: `${item.workoutName} (finish)`,
              },
              {
                onSuccess: () => {
                  forget();
                  toast({ title: 'Workout finished', description: `${item.workoutName}, ${day}` });
                },
              },
            );
          }}
        >
          Finish
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="flex-1 sm:max-w-48"
          onClick={() => setDiscarding(true)}
        >
          Discard
        </Button>
      </div>
      <ConfirmDialog
        open={discarding}
        title="Discard this workout?"
        description={`${item.workoutName} on ${day}, with every set logged in it. This cannot be undone.`}
        confirmLabel="Discard workout"
        onOpenChange={setDiscarding}
        onConfirm={() => {
          discard.mutate(
            { sessionId: item.sessionId, userId, label: `${item.workoutName} (discard)` },
            { onSuccess: forget },
          );
        }}
      />
    </div>
  );
}
