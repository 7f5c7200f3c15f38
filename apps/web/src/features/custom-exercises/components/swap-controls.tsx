import { useState } from 'react';
import { preloadable } from '../../../lib/preloadable.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { ArrowLeftRight, Undo2 } from 'lucide-react';
import type { Workout, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { workoutsQueryKeyRoot } from '../../../lib/workouts-query.ts';
import { undoSwap as sendUndo } from '../api/custom-exercises.ts';

// The picker brings the whole exercise library: only when a swap is asked for.
const SwapExerciseDialog = preloadable(() =>
  import('./exercise-picker.tsx').then((module) => module.SwapExerciseDialog),
);

/**
 * Under an exercise of a workout: "Swapped from Back Squat" with Undo when it was swapped, and
 * "Swap exercise". Swaps need a connection (decision 038): offline the buttons say why they fail.
 */
export function SwapControls({
  workout,
  exercise,
  date,
  onChanged,
}: {
  workout: Pick<Workout, 'id' | 'phaseName' | 'free'>;
  exercise: WorkoutExercise;
  date: string;
  onChanged?: (workout: Workout) => void;
}) {
  const [open, setOpen] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const queryClient = useQueryClient();
  const from = exercise.swappedFrom;

  async function undoSwap() {
    if (!from) return;
    setUndoing(true);
    try {
      const updated = await sendUndo(workout.id, date, {
        fromExerciseId: from.id,
        scope: from.scope,
      });
      await queryClient.invalidateQueries({ queryKey: workoutsQueryKeyRoot });
      onChanged?.(updated);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't undo the swap",
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setUndoing(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      {from ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <ArrowLeftRight className="size-3.5" aria-hidden="true" />
          <span>
            Swapped from <strong className="font-semibold text-foreground">{from.name}</strong>
            {from.scope === 'phase' ? ' for this phase' : ' today'}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={undoing}
            onClick={() => void undoSwap()}
            aria-label={`Undo swap: back to ${from.name}`}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            Undo
          </Button>
        </p>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <ArrowLeftRight className="size-4" aria-hidden="true" />
        Swap exercise
      </Button>
      {open ? (
        <TapOpened onFailed={() => setOpen(false)}>
          <SwapExerciseDialog
            open
            onOpenChange={setOpen}
            workout={workout}
            exercise={exercise}
            date={date}
            onSwapped={onChanged}
          />
        </TapOpened>
      ) : null}
    </div>
  );
}
