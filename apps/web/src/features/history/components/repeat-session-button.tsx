import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Repeat } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { FREE_WORKOUT_NAME_MAX } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useCreateFreeWorkout } from '../../../lib/create-free-workout.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { repeatExerciseIds, repeatSets } from '../../../lib/repeat-exercises.ts';

/**
 * "Repeat workout" (decision 075): a new workout of his own, today, with the exercises this
 * session did, as many sets of each (decision 078), and its name; the coach loads them from their history. Works for any session: a
 * programme day done again without marking another, a routine brought from Strong or Hevy.
 */
export function RepeatSessionButton({ detail }: { detail: SessionDetail }) {
  const navigate = useNavigate();
  // One id for this page's repeat: a double tap, or a retry after an error, makes one workout.
  const [workoutId] = useState(newClientId);
  const create = useCreateFreeWorkout();
  const exerciseIds = repeatExerciseIds(detail);
  if (exerciseIds.length === 0) return null;

  async function repeat() {
    try {
      const workout = await create.mutateAsync({
        input: {
          id: workoutId,
          date: toLocalIsoDate(new Date()),
          name: detail.workoutName.trim().slice(0, FREE_WORKOUT_NAME_MAX),
          exerciseIds,
          sets: repeatSets(detail, exerciseIds),
        },
      });
      await navigate(`/workout/${encodeURIComponent(workout.id)}`);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Workout not started',
        description: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <Button variant="outline" disabled={create.isPending} onClick={() => void repeat()}>
      <Repeat className="size-4" aria-hidden="true" />
      {create.isPending ? 'Starting...' : 'Repeat workout'}
    </Button>
  );
}
