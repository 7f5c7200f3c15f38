import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Play, X } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import {
  FREE_WORKOUT_MAX_EXERCISES,
  FREE_WORKOUT_NAME_MAX,
} from '@grandfit/shared/domain/programme/free-workout.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField, INPUT_CLASSES, describedBy } from '../../../components/ui/form-field.tsx';
import type { CatalogEntry } from '../../../lib/exercise-catalog.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { ExercisePicker } from '../../custom-exercises/components/exercise-picker.tsx';
import { useCreateFreeWorkout } from '../../../lib/create-free-workout.ts';
import { freeWorkoutName } from '../utils/free-workout-name.ts';
import { freeWorkoutView } from '../utils/free-workout-view.ts';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';

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
  const id = useId();
  const navigate = useNavigate();
  // One id for this dialog's workout: a Start tapped twice, or retried, makes one workout.
  const [workoutId] = useState(newClientId);
  const [name, setName] = useState(() => freeWorkoutName(new Date()));
  const [picked, setPicked] = useState<CatalogEntry[]>([]);
  const [nameError, setNameError] = useState<string>();
  const create = useCreateFreeWorkout();
  const unit = useWeightUnit();
  const settings = useQuery(getSettingsQueryOptions());
  const full = picked.length >= FREE_WORKOUT_MAX_EXERCISES;

  async function start() {
    if (name.trim() === '') {
      setNameError('Give the workout a name');
      return;
    }
    setNameError(undefined);
    const input = {
      id: workoutId,
      date: toLocalIsoDate(new Date()),
      name: name.trim(),
      exerciseIds: picked.map((entry) => entry.exercise.id),
    };
    const workout = await create.mutateAsync({
      input,
      offlineView: freeWorkoutView(input, picked, unit, settings.data?.journeyStartDate),
    });
    onOpenChange(false);
    await navigate(`/workout/${encodeURIComponent(workout.id)}`);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Empty workout</DialogTitle>
          <DialogDescription>
            Your own session, outside the programme: pick the exercises to start with and add more
            as you go. It counts in History and Progress, and no programme day is marked done.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField id={`${id}-name`} label="Name" error={nameError}>
            <input
              id={`${id}-name`}
              className={INPUT_CLASSES}
              value={name}
              maxLength={FREE_WORKOUT_NAME_MAX}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              {...describedBy(`${id}-name`, nameError)}
            />
          </FormField>
          <section aria-labelledby={`${id}-picked`} className="grid gap-2">
            <h3 id={`${id}-picked`} className="text-sm font-semibold">
              Exercises ({picked.length})
            </h3>
            {picked.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                None yet: pick the first one from the list below.
              </p>
            ) : (
              <ol className="grid gap-1">
                {picked.map((entry, index) => (
                  <li
                    key={entry.exercise.id}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-xl bg-muted px-3 text-sm"
                  >
                    <span className="min-w-0 truncate font-medium">
                      {index + 1}. {entry.exercise.name}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${entry.exercise.name}`}
                      onClick={() => setPicked(picked.filter((other) => other !== entry))}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {/* Under the picks, above the long list: in reach without scrolling on a phone. */}
          {create.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {create.error.message}
            </p>
          ) : null}
          <Button
            disabled={picked.length === 0 || create.isPending}
            onClick={() => void start().catch(() => undefined)}
          >
            <Play className="size-4" aria-hidden="true" />
            {create.isPending ? 'Starting...' : 'Start workout'}
          </Button>
          {full ? (
            <p className="text-sm text-muted-foreground">
              That is {FREE_WORKOUT_MAX_EXERCISES} to start with: add more during the session.
            </p>
          ) : (
            <ExercisePicker
              onPick={(entry) => setPicked([...picked, entry])}
              exclude={picked.map((entry) => entry.exercise.id)}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
