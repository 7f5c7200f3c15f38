import { useId, useMemo, useState } from 'react';
import { ArrowLeft, CalendarDays, CalendarRange, Plus, Search } from 'lucide-react';
import { customExerciseAsExercise } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import type { Workout, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { INPUT_CLASSES } from '../../../components/ui/form-field.tsx';
import { useSwapExercise } from '../api/custom-exercises.ts';
import { useExerciseCatalog } from '../hooks/use-exercise-catalog.ts';
import { searchCatalog, type CatalogEntry } from '../../../lib/exercise-catalog.ts';
import { addedWorkoutExercise } from '../../../lib/free-workout/added-exercise.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable, usePreloadWhenIdle } from '../../../lib/preloadable.ts';

// Its own chunk: it validates with the custom exercise schema, and the picker is fetched while the
// active workout is idle, when building zod's schemas would be a long task (docs/benchmarks.md,
// 2026-11-29 third session). Once the picker is open, it is fetched when the browser is idle.
const CustomExerciseDialog = preloadable(() =>
  import('./custom-exercise-dialog.tsx').then((m) => m.CustomExerciseDialog),
);

/** Shown at once; the rest comes with typing (84 library exercises would be a long scroll). */
const FIRST_RESULTS = 40;

/**
 * A searchable list of the library and the user's own exercises, with "Create custom
 * exercise..." at the end, which opens the new-exercise dialog with what was typed and picks the
 * exercise it makes.
 */
export function ExercisePicker({
  onPick,
  exclude = [],
}: {
  onPick: (entry: CatalogEntry) => void;
  /** Ids not to offer (the exercise being swapped out). */
  exclude?: readonly string[];
}) {
  const id = useId();
  const { entries } = useExerciseCatalog();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  usePreloadWhenIdle(CustomExerciseDialog.preload);
  const found = useMemo(
    () => searchCatalog(entries, query).filter((entry) => !exclude.includes(entry.exercise.id)),
    [entries, query, exclude],
  );
  const shown = found.slice(0, FIRST_RESULTS);

  return (
    <div className="grid gap-3">
      <label htmlFor={`${id}-search`} className="sr-only">
        Search exercises
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          id={`${id}-search`}
          type="search"
          className={`${INPUT_CLASSES} pl-9`}
          placeholder="Search exercises"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <ul
        aria-label="Exercises"
        className="grid max-h-[min(50dvh,24rem)] gap-1 overflow-y-auto overscroll-contain pr-1"
      >
        {shown.map((entry) => (
          <li key={entry.exercise.id}>
            <button
              type="button"
              onClick={() => onPick(entry)}
              className="flex min-h-11 w-full flex-col items-start rounded-xl px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="text-sm font-semibold">{entry.exercise.name}</span>
              <span className="text-xs text-muted-foreground">{entry.detail}</span>
            </button>
          </li>
        ))}
        {found.length === 0 ? (
          <li className="px-3 py-2 text-sm text-muted-foreground">No exercise matches.</li>
        ) : null}
        {found.length > shown.length ? (
          <li className="px-3 py-2 text-xs text-muted-foreground">
            {found.length - shown.length} more: type to narrow the list.
          </li>
        ) : null}
      </ul>
      <Button variant="outline" onClick={() => setCreating(true)}>
        <Plus className="size-4" aria-hidden="true" />
        Create custom exercise...
      </Button>
      {creating ? (
        <TapOpened open onFailed={() => setCreating(false)}>
          <CustomExerciseDialog
            open
            onOpenChange={setCreating}
            initialName={query.trim()}
            onSaved={(saved) =>
              onPick({
                exercise: customExerciseAsExercise(saved),
                custom: { kind: saved.kind, equipment: saved.equipment },
                detail: 'Your exercise',
              })
            }
          />
        </TapOpened>
      ) : null}
    </div>
  );
}

/**
 * "Swap exercise": pick the replacement, then how long for ("Just today" or "Rest of this
 * phase"). The server answers the workout as it now is; every workout query refetches.
 */
export function SwapExerciseDialog({
  open,
  onOpenChange,
  workout,
  exercise,
  date,
  onSwapped,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workout: Pick<Workout, 'id' | 'phaseName' | 'free'>;
  /** The exercise as the plan now shows it (a swapped one swaps its planned exercise again). */
  exercise: Pick<WorkoutExercise, 'id' | 'name' | 'swappedFrom'>;
  date: string;
  onSwapped?: (workout: Workout) => void;
}) {
  const [picked, setPicked] = useState<CatalogEntry | null>(null);
  const swap = useSwapExercise(workout.id, date);
  const planned = exercise.swappedFrom?.id ?? exercise.id;

  async function choose(scope: 'today' | 'phase', entry = picked) {
    if (!entry) return;
    const updated = await swap.mutateAsync({
      fromExerciseId: planned,
      toExerciseId: entry.exercise.id,
      scope,
    });
    onSwapped?.(updated);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{picked ? `Swap to ${picked.exercise.name}` : 'Swap exercise'}</DialogTitle>
          <DialogDescription>
            {picked
              ? `Instead of ${exercise.swappedFrom?.name ?? exercise.name}: for how long?`
              : `Replace ${exercise.name}. Sets, reps and rest of the plan stay; history stays with each exercise.`}
          </DialogDescription>
        </DialogHeader>
        {picked ? (
          <div className="grid gap-2.5">
            <Button size="lg" disabled={swap.isPending} onClick={() => void choose('today')}>
              <CalendarDays className="size-5" aria-hidden="true" />
              Just today
            </Button>
            <Button
              size="lg"
              variant="outline"
              disabled={swap.isPending}
              onClick={() => void choose('phase')}
            >
              <CalendarRange className="size-5" aria-hidden="true" />
              Rest of this phase ({workout.phaseName})
            </Button>
            {swap.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {swap.error.message}
              </p>
            ) : null}
            <Button variant="ghost" onClick={() => setPicked(null)}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Pick another
            </Button>
          </div>
        ) : (
          <ExercisePicker
            // A free workout is in no phase (decision 075): its swap is for itself, at once.
            onPick={workout.free ? (entry) => void choose('today', entry) : setPicked}
            exclude={[exercise.id]}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** "Add exercise" in the active workout: any library or own exercise, at the end of the session. */
export function AddExerciseDialog({
  open,
  onOpenChange,
  weightUnit,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  weightUnit: WeightUnit;
  onAdd: (exercise: WorkoutExercise) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add exercise</DialogTitle>
          <DialogDescription>It goes after the last exercise of this session.</DialogDescription>
        </DialogHeader>
        <ExercisePicker
          onPick={(entry) => {
            onAdd(addedWorkoutExercise(entry, weightUnit));
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
