import { useState } from 'react';
import { Check, ListPlus } from 'lucide-react';
import { FREE_WORKOUT_NAME_MAX } from '@grandfit/shared/domain/programme/free-workout.ts';
import { Button } from './ui/button.tsx';
import { toast } from './ui/use-toast.ts';
import { newClientId } from '../lib/outbox/client-id.ts';
import { routineErrorMessage, useSaveRoutine } from '../lib/routines-query.ts';
import { SAVED_OFFLINE } from '../lib/outbox/saved-offline.ts';

/** What the button says, before and after its save: a new routine, or the one started updated. */
const LABELS = {
  save: { idle: 'Save as routine', done: 'Saved as routine' },
  update: { idle: 'Update routine', done: 'Routine updated' },
};

/**
 * "Save as routine" (decision 076): a session's exercises, as Repeat would start them
 * (repeatExerciseIds) with the sets he did of each (repeatSets, decision 078), kept under its
 * name in My routines on Workouts; on a past session in History and on a free workout's finish
 * summary, where a workout started from a routine updates that one instead (078). One id for this
 * page's routine: a second tap, or a retry, saves the same routine again rather than a copy.
 */
export function SaveRoutineButton({
  name,
  exerciseIds,
  sets,
  supersets,
  updates,
  className,
}: {
  name: string;
  exerciseIds: string[];
  sets: Record<string, number>;
  /** The exercises it joined (decision 084), when known. */
  supersets?: [string, string][];
  /**
   * The routine the workout was started from (decision 078): the button updates it, under its
   * id, with what was done, rather than saving a copy beside it.
   */
  updates?: string;
  className?: string;
}) {
  const [newRoutineId] = useState(newClientId);
  const routineId = updates ?? newRoutineId;
  const labels = updates ? LABELS.update : LABELS.save;
  const save = useSaveRoutine();
  if (exerciseIds.length === 0) return null;

  async function saveIt() {
    try {
      const result = await save.mutateAsync({
        id: routineId,
        input: {
          name: name.trim().slice(0, FREE_WORKOUT_NAME_MAX),
          exerciseIds,
          sets,
          ...(supersets ? { supersets } : {}),
        },
      });
      const title = updates ? 'Routine updated' : 'Saved to My routines';
      const description =
        result.status === 'queued'
          ? SAVED_OFFLINE
          : updates
            ? 'Next time it starts as you did it today.'
            : 'Start it from Workouts in one tap.';
      toast({ title, description });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Routine not saved',
        description: routineErrorMessage(error),
      });
    }
  }

  return (
    <Button
      variant="outline"
      className={className}
      disabled={save.isPending || save.isSuccess}
      onClick={() => void saveIt()}
    >
      {save.isSuccess ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <ListPlus className="size-4" aria-hidden="true" />
      )}
      {save.isPending ? 'Saving...' : save.isSuccess ? labels.done : labels.idle}
    </Button>
  );
}
