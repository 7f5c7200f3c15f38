import { Repeat } from 'lucide-react';
import { FREE_WORKOUT_NAME_MAX } from '@grandfit/shared/domain/programme/free-workout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import type { RepeatPlan } from '../../../lib/repeat-exercises.ts';
import { useStartFreeWorkout } from '../../../lib/free-workout/use-start-free-workout.ts';
import { routineEntries, useCatalogById } from '../../../lib/free-workout/routine-entries.ts';

/**
 * "Repeat workout" (decision 075): a new workout of his own, today, under the session's `name`,
 * with the exercises it did and as many sets of each (`plan`, decision 078), joined as it did
 * them (decision 086), each aiming at the reps he did (decision 094); the coach loads them from
 * their history. Works for any session: a programme day done again without marking another, a
 * routine brought from Strong or Hevy. Offline too, as a routine starts: the session opens on
 * the device's view of the workout while its start waits in the outbox.
 */
export function RepeatSessionButton({ name, plan }: { name: string; plan: RepeatPlan }) {
  const workout = useStartFreeWorkout();
  const byId = useCatalogById();
  const { exerciseIds, sets, supersets, reps } = plan;
  if (exerciseIds.length === 0) return null;
  const entries = routineEntries(exerciseIds, byId);
  // His own exercises not yet on this device: the workout cannot be built whole.
  const whole = entries.length === exerciseIds.length;

  async function repeat() {
    try {
      await workout.start(name.trim().slice(0, FREE_WORKOUT_NAME_MAX), entries, {
        sets,
        supersets,
        reps,
      });
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
