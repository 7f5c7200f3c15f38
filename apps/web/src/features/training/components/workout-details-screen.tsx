import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CircleCheck, CircleDashed, House, Play, RotateCcw, SearchX } from 'lucide-react';
import { JOURNEY_WEEKS, toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { LoggedSetView, Workout, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useWorkout } from '../api/get-workout.ts';
import { useSessionSets } from '../api/get-session-sets.ts';
import { DoneSets } from '../../history/components/done-sets.tsx';
import { formatDayDate } from '../utils/journey-dates.ts';
import { isSampleWorkoutId, sampleWorkoutById } from '../utils/sample-workouts.ts';
import {
  SESSION_LABELS,
  dayBadge,
  formatDuration,
  formatRest,
  formatSets,
  formatTarget,
  formatWeight,
  isNotFoundError,
  startsRedo,
  startWorkoutLabel,
  startWorkoutPath,
  inProgressLabel,
} from '../utils/workout-format.ts';
import { Pill } from './pill.tsx';
import { SwapControls } from '../../custom-exercises/components/swap-controls.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { useAuth } from '../../../lib/auth-user.ts';
import { useExerciseRest } from '../../exercise-notes/api/exercise-rests.ts';

/**
 * Workout detail (docs/product.md#workout-detail): what the session is and every exercise, before
 * starting it.
 */
export function WorkoutDetailsScreen() {
  const { id = '' } = useParams();
  if (isSampleWorkoutId(id)) {
    // The list's samples (docs/product.md#workouts-list) are built in: no fetch.
    const sample = sampleWorkoutById(id);
    return sample ? <WorkoutDetails workout={sample} sample /> : <WorkoutNotFound />;
  }
  return <FetchedWorkoutDetails id={id} />;
}

function FetchedWorkoutDetails({ id }: { id: string }) {
  const [date] = useState(() => toLocalIsoDate(new Date()));
  const query = useWorkout(id, date);
  const { user } = useAuth();
  if (query.data) return <WorkoutDetails workout={query.data} date={date} userId={user?.id} />;
  if (isNotFoundError(query.error)) return <WorkoutNotFound />;
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <h1 className="text-xl font-bold tracking-tight">Couldn&apos;t load this workout</h1>
        <p className="text-sm break-words text-muted-foreground">{query.error.message}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
          <Link to="/" className={buttonClasses('ghost', 'sm')}>
            Back to Home
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <AwaitingData>
      <div role="status" className="flex flex-col items-center gap-4 py-16">
        <Spinner />
        <p className="text-sm font-medium text-muted-foreground">Loading workout details...</p>
      </div>
    </AwaitingData>
  );
}

function WorkoutNotFound() {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <div
        className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground"
        aria-hidden="true"
      >
        <SearchX className="size-7" />
      </div>
      <h1 className="text-xl font-bold tracking-tight">Workout not found</h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        This workout doesn&apos;t exist or isn&apos;t part of your programme.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to="/workouts" className={buttonClasses('default')}>
          See Your Workouts
        </Link>
        <Link to="/" className={buttonClasses('outline')}>
          Back to Home
        </Link>
      </div>
    </Card>
  );
}

function WorkoutDetails({
  workout,
  sample = false,
  date,
  userId,
}: {
  workout: Workout;
  sample?: boolean;
  /** The signed-in user, for his own rest per exercise (none for a sample). */
  userId?: string;
  /** The local day the screen opened on; set for the user's own workouts (swaps). */
  date?: string;
}) {
  // A completed workout shows what was done (its latest session), beside next time's targets.
  const done = useSessionSets(workout.id, { enabled: workout.completed && !sample }).data;
  const progress = inProgressLabel(workout);
  const redo = startsRedo(workout);
  const facts: Array<[string, string]> = [
    [`Phase ${workout.phase}`, workout.phaseName],
    ['Week', `${workout.week} of ${JOURNEY_WEEKS}`],
    ['Duration', formatDuration(workout.durationMinutes)],
    ['Exercises', String(workout.totalExercises)],
  ];
  return (
    <div className="grid gap-5">
      <div>
        <div className="mb-2 flex flex-wrap items-center gap-1.5">
          {sample ? <Pill tone="sample">Sample</Pill> : null}
          <Pill>{SESSION_LABELS[workout.type]}</Pill>
          <Pill tone="outline">{dayBadge(workout)}</Pill>
          {workout.isDeload ? <Pill tone="outline">Deload</Pill> : null}
          {workout.completed ? (
            <Pill tone="success">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              Completed
            </Pill>
          ) : null}
          {progress ? (
            <Pill tone="progress">
              <CircleDashed className="size-3.5" aria-hidden="true" />
              {progress}
            </Pill>
          ) : null}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight">{workout.name}</h1>
        {sample ? null : (
          <p className="mt-1 text-sm font-medium text-muted-foreground">
            {formatDayDate(workout.date)}
          </p>
        )}
      </div>

      <Card className="grid gap-5 p-5">
        <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-muted px-3.5 py-2.5">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="text-base font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm leading-relaxed">{workout.description}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={startWorkoutPath(workout, sample)}
            className={buttonClasses('default', 'default', 'flex-1 sm:flex-none')}
          >
            {redo ? (
              <RotateCcw className="size-4" aria-hidden="true" />
            ) : (
              <Play className="size-4" aria-hidden="true" />
            )}
            {startWorkoutLabel(workout)}
          </Link>
          <Link to="/" className={buttonClasses('outline', 'default', 'flex-1 sm:flex-none')}>
            <House className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </div>
      </Card>

      <section aria-labelledby="exercises-title">
        <h2 id="exercises-title" className="mb-3 px-1 text-lg font-bold tracking-tight">
          Exercises
        </h2>
        <ol className="grid items-start gap-3 md:grid-cols-2">
          {workout.exercises.map((exercise, index) => (
            <ExerciseItem
              key={`${exercise.id}-${index}`}
              exercise={exercise}
              number={index + 1}
              userId={sample ? undefined : userId}
              done={done?.sets.filter((set) => set.exerciseIndex === index)}
              sessionId={workout.completed ? (done?.sessionId ?? null) : null}
              swap={
                // A done workout is history: what was swapped then is shown, not changed.
                date && !sample && !workout.completed ? (
                  <SwapControls workout={workout} exercise={exercise} date={date} />
                ) : exercise.swappedFrom ? (
                  <p className="text-sm text-muted-foreground">
                    Swapped from {exercise.swappedFrom.name}
                  </p>
                ) : null
              }
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

function ExerciseItem({
  exercise,
  number,
  done,
  sessionId = null,
  swap,
  userId,
}: {
  exercise: WorkoutExercise;
  number: number;
  userId?: string;
  swap?: ReactNode;
  /** The sets of the latest session of this exercise, when the workout is completed. */
  done?: LoggedSetView[];
  sessionId?: string | null;
}) {
  const weight = formatWeight(exercise.targetWeight, exercise.weightUnit);
  // The lifter's own rest replaces the plan's (decision 059); a sample workout has none.
  const ownRest = useExerciseRest(exercise.id, userId, userId !== undefined);
  const stats = [
    formatSets(exercise.sets),
    formatTarget(exercise),
    weight,
    exercise.targetRir === null ? null : `RIR ${exercise.targetRir}`,
    ownRest === null
      ? `Rest ${formatRest(exercise.restSeconds)}`
      : `Rest ${formatRest(ownRest)} (yours)`,
  ].filter((stat): stat is string => stat !== null);
  return (
    <li className="h-full">
      <Card className="flex h-full gap-3.5 p-4">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
          aria-hidden="true"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            <span className="sr-only">{number}.</span> {exercise.name}
          </h3>
          {swap}
          {sessionId && done ? (
            <DoneSets sets={done} exercise={exercise} sessionId={sessionId} />
          ) : null}
          <ul
            className="mt-2 flex flex-wrap gap-1.5"
            aria-label={sessionId ? 'Next time' : undefined}
          >
            {sessionId ? (
              <li className="py-1 text-xs font-semibold text-muted-foreground">Next time</li>
            ) : null}
            {stats.map((value, index) => (
              <li
                key={index}
                className="rounded-lg bg-muted px-2.5 py-1 text-sm font-medium tabular-nums"
              >
                {value}
              </li>
            ))}
          </ul>
          {exercise.notes ? (
            <p className="mt-2.5 text-sm leading-relaxed text-muted-foreground">{exercise.notes}</p>
          ) : null}
          {exercise.formCues.length > 0 ? (
            <details className="group mt-2 text-sm">
              <summary className="cursor-pointer py-2 font-semibold text-primary">
                Form cues
              </summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                {exercise.formCues.map((cue) => (
                  <li key={cue}>{cue}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </Card>
    </li>
  );
}
