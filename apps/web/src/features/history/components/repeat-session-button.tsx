import { useMemo } from 'react';
import { Repeat } from 'lucide-react';
import { FREE_WORKOUT_NAME_MAX } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useCustomExercises } from '../../../lib/custom-exercises-query.ts';
import { exerciseCatalog } from '../../../lib/exercise-catalog.ts';
import { repeatExerciseIds, repeatSets } from '../../../lib/repeat-exercises.ts';
import { useStartFreeWorkout } from '../../../lib/free-workout/use-start-free-workout.ts';
import { catalogById, routineEntries } from '../../../lib/free-workout/routine-entries.ts';

/**
 * "Repeat workout" (decision 075): a new workout of his own, today, with the exercises this
 * session did, as many sets of each (decision 078), and its name; the coach loads them from their
 * history. Works for any session: a programme day done again without marking another, a routine
 * brought from Strong or Hevy. Offline too, as a routine starts: the session opens on the device's
 * view of the workout while its start waits in the outbox.
 */
export function RepeatSessionButton({ detail }: { detail: SessionDetail }) {
  const workout = useStartFreeWorkout();
  const custom = useCustomExercises();
  const byId = useMemo(() => catalogById(exerciseCatalog(custom.data ?? [])), [custom.data]);
  const exerciseIds = repeatExerciseIds(detail);
  if (exerciseIds.length === 0) return null;
  const entries = routineEntries(exerciseIds, byId);
  // His own exercises not yet on this device: the workout cannot be built whole.
  const whole = entries.length === exerciseIds.length;

  async function repeat() {
    try {
      await workout.start(
        detail.workoutName.trim().slice(0, FREE_WORKOUT_NAME_MAX),
        entries,
        repeatSets(detail, exerciseIds),
      );
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Workout not started',
        description: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <Button variant="outline" disabled={!whole || workout.pending} onClick={() => void repeat()}>
      <Repeat className="size-4" aria-hidden="true" />
      {workout.pending ? 'Starting...' : 'Repeat workout'}
    </Button>
  );
}
