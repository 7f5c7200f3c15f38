import { useState } from 'react';
import { Play } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import type { CatalogEntry } from '../../../lib/exercise-catalog.ts';
import { freeWorkoutName } from '../utils/free-workout-name.ts';
import { useStartFreeWorkout } from '../../../lib/free-workout/use-start-free-workout.ts';
import type { PlannedSets } from '../../../lib/free-workout/planned-sets.ts';
import type { SupersetPair } from '@grandfit/shared/domain/programme/superset-pairs.ts';
import { PickedExercises, PickedName } from './picked-exercises.tsx';

/**
 * "Empty workout" (decision 075): a name, the exercises to start with (library or his own, in the
 * order picked), and Start, which makes the workout and opens its session. More exercises are
 * added during the session, as in any workout.
 */
export function FreeWorkoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState(() => freeWorkoutName(new Date()));
  const [picked, setPicked] = useState<CatalogEntry[]>([]);
  const [sets, setSets] = useState<PlannedSets>({});
  const [supersets, setSupersets] = useState<SupersetPair[]>([]);
  const [nameError, setNameError] = useState<string>();
  const workout = useStartFreeWorkout();

  async function start() {
    if (name.trim() === '') {
      setNameError('Give the workout a name');
      return;
    }
    setNameError(undefined);
    await workout.start(name.trim(), picked, { sets, supersets });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Empty workout</DialogTitle>
          <DialogDescription>
            Your own session, outside the programme: pick the exercises and their sets to start
            with, and add more as you go. It counts in History and Progress, and no programme day is
            marked done.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <PickedName value={name} onChange={setName} error={nameError} />
          <PickedExercises
            picked={picked}
            onChange={setPicked}
            sets={sets}
            onSetsChange={setSets}
            supersets={supersets}
            onSupersetsChange={setSupersets}
            action={
              <>
                {workout.error ? (
                  <p role="alert" className="text-sm text-destructive">
                    {workout.error.message}
                  </p>
                ) : null}
                <Button
                  disabled={picked.length === 0 || workout.pending}
                  onClick={() => void start().catch(() => undefined)}
                >
                  <Play className="size-4" aria-hidden="true" />
                  {workout.pending ? 'Starting...' : 'Start workout'}
                </Button>
              </>
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
