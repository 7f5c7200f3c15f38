import { linksOfPairs } from '@grandfit/shared/domain/programme/superset-pairs.ts';
import { useState } from 'react';
import { ListPlus, Pencil, Play } from 'lucide-react';
import type { Routine } from '@grandfit/shared/schemas/routines.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import type { CatalogEntry } from '../../../lib/exercise-catalog.ts';
import { preloadable } from '../../../lib/preloadable.ts';
import { useRoutines } from '../../../lib/routines-query.ts';
import { useStartFreeWorkout } from '../../../lib/free-workout/use-start-free-workout.ts';
import { plannedSetsOf } from '../../../lib/free-workout/planned-sets.ts';
import { routineEntries, useCatalogById } from '../../../lib/free-workout/routine-entries.ts';

// Only when asked for: the dialog brings the exercise picker.
const RoutineDialog = preloadable(() =>
  import('./routine-dialog.tsx').then((module) => module.RoutineDialog),
);

/** Which dialog is open: a new routine, or one of his. */
type Editing = { routine?: Routine } | null;

/**
 * "My routines" on Workouts (decision 076): his routines by name, each started in one tap as a
 * free workout (offline too: the list is kept on the device), edited or deleted; New routine.
 */
export function RoutinesSection() {
  const routines = useRoutines();
  const byId = useCatalogById();
  const [editing, setEditing] = useState<Editing>(null);
  const list = routines.data?.routines;

  return (
    <Card role="region" className="grid gap-3 p-4" aria-labelledby="routines-title">
      <div className="flex items-center justify-between gap-2">
        <h2 id="routines-title" className="text-base font-semibold tracking-tight">
          My routines
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setEditing({})}
          onPointerEnter={() => void RoutineDialog.preload().catch(() => undefined)}
        >
          <ListPlus className="size-4" aria-hidden="true" />
          New routine
        </Button>
      </div>
      {list === undefined ? (
        routines.isError || routines.fetchStatus === 'paused' ? (
          // Offline before they were ever loaded on this device: nothing to start yet.
          <p className="text-sm text-muted-foreground">
            {routines.isError
              ? `Couldn't load your routines: ${routines.error.message}`
              : 'Your routines show here once you are online.'}
          </p>
        ) : (
          <div
            role="status"
            aria-label="Loading routines"
            className="h-11 animate-pulse rounded-xl bg-muted"
          />
        )
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Save the exercises you do often, and start them here in one tap, in the gym without signal
          too. A session in History saves as a routine as well.
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.map((routine) => (
            <RoutineRow
              key={routine.id}
              routine={routine}
              entries={routineEntries(routine.exerciseIds, byId)}
              onEdit={() => setEditing({ routine })}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <TapOpened open onFailed={() => setEditing(null)}>
          <RoutineDialog
            routine={editing.routine}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
          />
        </TapOpened>
      ) : null}
    </Card>
  );
}

function RoutineRow({
  routine,
  entries,
  onEdit,
}: {
  routine: Routine;
  entries: readonly CatalogEntry[];
  onEdit: () => void;
}) {
  const workout = useStartFreeWorkout();
  // His own exercises not yet on this device: the routine cannot be shown, nor started, whole.
  const whole = entries.length === routine.exerciseIds.length;
  // As Strong's template cards say them: "5 × Back Squat", the sets first (decision 078), the
  // count kept on the line of its exercise; a superset's exercises joined by "+" (decision 084).
  const links = linksOfPairs(routine.exerciseIds, routine.supersets);
  const names = entries
    .map((entry, index) => {
      const named = `${plannedSetsOf(entry, routine.sets)}\u00a0×\u00a0${entry.exercise.name}`;
      if (index === entries.length - 1) return named;
      return `${named}${links.includes(index) ? ' + ' : ', '}`;
    })
    .join('');
  return (
    <li className="grid gap-2 rounded-xl bg-muted p-3" data-testid="routine">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{routine.name}</p>
          <p className="line-clamp-2 text-sm text-muted-foreground">
            {routine.exerciseIds.length === 0
              ? 'No exercises left: edit it to pick some.'
              : whole
                ? names
                : `${routine.exerciseIds.length} exercises`}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" aria-label={`Edit ${routine.name}`} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            aria-label={`Start ${routine.name}`}
            disabled={!whole || entries.length === 0 || workout.pending}
            onClick={() =>
              void workout
                .start(routine.name, entries, {
                  sets: routine.sets,
                  supersets: routine.supersets,
                  routineId: routine.id,
                })
                .catch(() => undefined)
            }
          >
            <Play className="size-4" aria-hidden="true" />
            {workout.pending ? 'Starting...' : 'Start'}
          </Button>
        </div>
      </div>
      {workout.error ? (
        <p role="alert" className="text-sm text-destructive">
          {workout.error.message}
        </p>
      ) : null}
    </li>
  );
}
