import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  CalendarClock,
  ChevronDown,
  ChevronUp,
  CircleCheck,
  CircleDashed,
  ListChecks,
  Play,
  RotateCcw,
  Timer,
} from 'lucide-react';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import {
  COLLAPSED_EXERCISES,
  SESSION_LABELS,
  dayBadge,
  exerciseSummary,
  formatDuration,
  formatExerciseCount,
  moreExercisesLabel,
  phaseWeekBadge,
  showMoreLabel,
  startsRedo,
  startWorkoutLabel,
  startWorkoutPath,
  inProgressLabel,
  workoutDetailsPath,
} from '../utils/workout-format.ts';
import { Pill } from './pill.tsx';

export interface WorkoutCardProps {
  workout: Workout;
  /** The title's heading level, to keep the page's outline in order. */
  headingLevel?: 2 | 3;
  /** Today: a 'Show N More Exercises' / 'Show Less' toggle; the list: '+N more exercises'. */
  collapsible?: boolean;
  /**
   * A built-in sample (docs/product.md#workouts-list): labelled, and Start opens the demo session.
   */
  sample?: boolean;
  /** A short line above the title, e.g. "Also today". */
  eyebrow?: string;
  /** A strength or VO2 max workout of an earlier day never started (decision 069). */
  missed?: boolean;
  className?: string;
}

/**
 * The workout card of docs/product.md#workouts-list: name, phase/week and day badges, duration,
 * exercise count, the first 3 exercises, Start (Redo when completed, Resume while under way:
 * decision 053) and details; the title opens the details too.
 */
export function WorkoutCard({
  workout,
  headingLevel = 3,
  collapsible = false,
  sample = false,
  eyebrow,
  missed = false,
  className,
}: WorkoutCardProps) {
  const titleId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const exercises =
    collapsible && expanded ? workout.exercises : workout.exercises.slice(0, COLLAPSED_EXERCISES);
  const toggleLabel = collapsible ? showMoreLabel(workout.exercises.length) : null;
  const moreLabel = collapsible ? null : moreExercisesLabel(workout.exercises.length);
  const detailsPath = workoutDetailsPath(workout.id);
  const progress = inProgressLabel(workout);
  const redo = startsRedo(workout);

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4 p-5', className)}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        {sample ? <Pill tone="sample">Sample</Pill> : null}
        <Pill>{phaseWeekBadge(workout)}</Pill>
        <Pill tone="outline">{dayBadge(workout)}</Pill>
        {workout.isDeload ? <Pill tone="outline">Deload</Pill> : null}
        {workout.completed ? (
          <Pill tone="success">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            Completed
          </Pill>
        ) : null}
        {missed ? (
          <Pill tone="outline">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            Missed
          </Pill>
        ) : null}
        {progress ? (
          <Pill tone="progress">
            <CircleDashed className="size-3.5" aria-hidden="true" />
            {progress}
          </Pill>
        ) : null}
      </div>

      <div>
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          {eyebrow ? `${eyebrow} · ` : ''}
          {SESSION_LABELS[workout.type]}
        </p>
        <Heading id={titleId} className="mt-0.5 text-lg leading-snug font-bold tracking-tight">
          <Link
            to={detailsPath}
            className="rounded-sm underline-offset-4 hover:text-primary hover:underline"
          >
            {workout.name}
          </Link>
        </Heading>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Timer className="size-4" aria-hidden="true" />
            {formatDuration(workout.durationMinutes)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ListChecks className="size-4" aria-hidden="true" />
            {formatExerciseCount(workout.totalExercises)}
          </span>
        </p>
      </div>

      {exercises.length > 0 ? (
        <div>
          <ul id={listId} className="divide-y divide-border rounded-xl bg-muted/60 px-3.5">
            {exercises.map((exercise, index) => (
              <li
                key={`${exercise.id}-${index}`}
                className="flex items-baseline justify-between gap-3 py-2.5 text-sm"
              >
                <span className="min-w-0 font-medium">{exercise.name}</span>
                <span className="shrink-0 text-right text-xs text-muted-foreground tabular-nums">
                  {exerciseSummary(exercise)}
                </span>
              </li>
            ))}
          </ul>
          {moreLabel ? (
            <p className="mt-2 px-1 text-sm font-medium text-muted-foreground">{moreLabel}</p>
          ) : null}
          {toggleLabel ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
              className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-sm font-semibold text-primary hover:text-primary-hover"
            >
              {expanded ? 'Show Less' : toggleLabel}
              {expanded ? (
                <ChevronUp className="size-4" aria-hidden="true" />
              ) : (
                <ChevronDown className="size-4" aria-hidden="true" />
              )}
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={startWorkoutPath(workout, sample)}
          className={buttonClasses(redo ? 'secondary' : 'default', 'sm', 'flex-1')}
        >
          {redo ? (
            <RotateCcw className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
          {startWorkoutLabel(workout)}
        </Link>
        <Link to={detailsPath} className={buttonClasses('outline', 'sm', 'flex-1')}>
          View Details
        </Link>
      </div>
    </Card>
  );
}
