import { Link } from 'react-router';
import { ChevronDown, Clock, Link2, X } from 'lucide-react';
import { OutboxStatus } from '../../../components/ui/outbox-status.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useNow } from '../hooks/use-now.ts';
import { formatElapsed } from '../utils/workout-clock.ts';

/** The current exercise's superset or circuit (decision 068). */
export interface SupersetLine {
  kind: 'Superset' | 'Circuit';
  /** The exercise the lifter goes straight on to; null when this set ends the round. */
  next: string | null;
}

export interface ActiveWorkoutHeaderProps {
  workoutName: string;
  /** 1-based. */
  exerciseNumber: number;
  totalExercises: number;
  setsDone: number;
  totalSets: number;
  exerciseName: string;
  /** Links the name to the exercise's page (its history and records); none in the demo. */
  exerciseId?: string;
  setNumber: number;
  sets: number;
  perSide: boolean;
  demo: boolean;
  /** Finish before the last set (decision 054); absent until a working set is done. */
  onFinishEarly?: () => void;
  /** Opens the list of the session's exercises, to go to another (decision 057). */
  onChooseExercise?: () => void;
  /** The session's first set (ms), for the running time; null before it (decision 065). */
  startedAt?: number | null;
  superset?: SupersetLine | null;
}

/**
 * docs/product.md#active-workout: close button (back to /), workout name, exercise counter n/total,
 * Finish once a set is done (decision 054), progress bar, the current exercise and 'Set x of y'. The outbox pill sits here so a set logged
 * without a connection visibly waits instead of vanishing: on a line of its own under the counter,
 * which never wraps.
 */
export function ActiveWorkoutHeader({
  workoutName,
  exerciseNumber,
  totalExercises,
  setsDone,
  totalSets,
  exerciseName,
  exerciseId,
  setNumber,
  sets,
  perSide,
  demo,
  onFinishEarly,
  onChooseExercise,
  startedAt = null,
  superset = null,
}: ActiveWorkoutHeaderProps) {
  return (
    <section
      aria-label="Workout progress"
      className="rounded-[var(--radius-card)] bg-ink p-4 text-white shadow-lg sm:p-5"
    >
      <div className="flex items-center gap-2">
        <Link
          to="/"
          aria-label="Close workout"
          className="-ml-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
        >
          <X className="size-6" aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-white/90">{workoutName}</p>
          {onChooseExercise ? (
            <button
              type="button"
              onClick={onChooseExercise}
              aria-label={`Exercise ${exerciseNumber} of ${totalExercises}: choose another`}
              className="-my-1 inline-flex min-h-8 items-center gap-0.5 rounded-full text-xs font-medium whitespace-nowrap text-white/70 tabular-nums underline decoration-white/30 underline-offset-2 hover:text-white"
            >
              Exercise {exerciseNumber}/{totalExercises}
              <ChevronDown className="size-3.5" aria-hidden="true" />
            </button>
          ) : (
            <p className="text-xs font-medium whitespace-nowrap text-white/60 tabular-nums">
              Exercise {exerciseNumber}/{totalExercises}
            </p>
          )}
        </div>
        {onFinishEarly ? (
          <button
            type="button"
            onClick={onFinishEarly}
            className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20"
          >
            Finish
          </button>
        ) : null}
      </div>
      {demo ? null : (
        // A line of its own under the name and counter, lined up with them, and only while
        // something waits: beside them, "2 waiting to sync" squeezed "Exercise 2/5" to "Exerc…".
        <OutboxStatus className="flex-wrap pl-[2.875rem] has-[button]:mt-2 has-[[role=status]>*]:mt-2" />
      )}

      <div className="mt-3 flex items-center gap-3">
        <Progress
          value={setsDone}
          max={Math.max(totalSets, 1)}
          label="Workout progress"
          className="h-2.5 bg-white/15 [&>div]:bg-accent"
        />
        <span className="shrink-0 text-xs font-semibold text-white/70 tabular-nums">
          {setsDone}/{totalSets} sets
        </span>
        {startedAt !== null ? <WorkoutClock since={startedAt} /> : null}
      </div>

      <h1 className="mt-4 text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
        {exerciseId && !demo ? (
          <Link
            to={`/exercises/${encodeURIComponent(exerciseId)}`}
            className="underline decoration-white/30 underline-offset-4 hover:decoration-white"
          >
            {exerciseName}
          </Link>
        ) : (
          exerciseName
        )}
      </h1>
      <p className="mt-0.5 text-base font-semibold text-accent tabular-nums">
        Set {setNumber} of {sets}
        {perSide ? <span className="font-medium text-white/70"> · each side</span> : null}
      </p>
      {superset ? (
        <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-white/80">
          <Link2 className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-semibold text-white">{superset.kind}</span> ·{' '}
            {superset.next ? `next: ${superset.next}, no rest` : 'this set ends the round'}
          </span>
        </p>
      ) : null}
      {demo ? (
        <p className="mt-3 rounded-xl bg-white/10 px-3 py-2 text-sm font-medium text-white/90">
          Demo workout — nothing is saved
        </p>
      ) : null}
    </section>
  );
}

/** The time since the first set, ticking; alone in re-rendering every tick. */
function WorkoutClock({ since }: { since: number }) {
  const now = useNow();
  const text = formatElapsed((now - since) / 1000);
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-white/70 tabular-nums"
      aria-label={`Workout time ${text}`}
    >
      <Clock className="size-3.5" aria-hidden="true" />
      {text}
    </span>
  );
}
