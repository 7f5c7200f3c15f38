import { useState } from 'react';
import { BookmarkPlus, Check } from 'lucide-react';
import { FREE_WORKOUT_NAME_MAX } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { routineErrorMessage, useSaveRoutine } from '../../../lib/routines-query.ts';
import { repeatExerciseIds } from '../utils/repeat-session.ts';

/**
 * "Save as routine" (decision 076): this session's exercises, as Repeat would start them, kept
 * under its name in My routines on Workouts. One id for this page's routine: a second tap, or a
 * retry, saves the same routine again rather than a copy.
 */
export function SaveRoutineButton({ detail }: { detail: SessionDetail }) {
  const [routineId] = useState(newClientId);
  const save = useSaveRoutine();
  const exerciseIds = repeatExerciseIds(detail);
  if (exerciseIds.length === 0) return null;

  async function saveIt() {
    try {
      await save.mutateAsync({
        id: routineId,
        input: { name: detail.workoutName.trim().slice(0, FREE_WORKOUT_NAME_MAX), exerciseIds },
      });
      toast({ title: 'Saved to My routines', description: 'Start it from Workouts in one tap.' });
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
      disabled={save.isPending || save.isSuccess}
      onClick={() => void saveIt()}
    >
      {save.isSuccess ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <BookmarkPlus className="size-4" aria-hidden="true" />
      )}
      {save.isPending ? 'Saving...' : save.isSuccess ? 'Saved as routine' : 'Save as routine'}
    </Button>
  );
}
