import { useState, type FormEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { EXERCISE_REST } from '@grandfit/shared/domain/exercise-rest.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { formatRest } from '../../../lib/format-rest.ts';
import { useSaveExerciseRest } from '../api/exercise-rests.ts';

const clamp = (seconds: number) =>
  Math.min(EXERCISE_REST.max, Math.max(EXERCISE_REST.min, seconds));

/**
 * The lifter's rest between sets of an exercise (decision 059), in 15 s steps from 15 s to
 * 10 min: used in place of the plan's in every workout with the exercise, until he goes back to
 * it. Saved through the outbox, as a note is.
 */
export function RestSettingDialog({
  exerciseId,
  exerciseName,
  planSeconds,
  ownSeconds,
  userId,
  onOpenChange,
}: {
  exerciseId: string;
  exerciseName: string;
  planSeconds: number;
  ownSeconds: number | null;
  userId: string | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const [seconds, setSeconds] = useState(() => clamp(ownSeconds ?? planSeconds));
  const save = useSaveExerciseRest({
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Rest not saved', description: error.message }),
  });
  const keep = (restSeconds: number | null) => {
    if (restSeconds !== ownSeconds) {
      save.mutate({ exerciseId, restSeconds, userId, label: `${exerciseName}: rest` });
    }
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The plan's own rest chosen is the plan's: it follows the plan if that ever changes.
    keep(seconds === planSeconds ? null : seconds);
  };
  const step = (by: number) => setSeconds((current) => clamp(current + by));

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rest between sets</DialogTitle>
          <DialogDescription>
            {exerciseName}: the plan rests {formatRest(planSeconds)}. Yours is used in every workout
            with it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-5">
          <div className="flex items-center justify-center gap-4">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`${EXERCISE_REST.step} seconds less`}
              disabled={seconds <= EXERCISE_REST.min}
              onClick={() => step(-EXERCISE_REST.step)}
            >
              <Minus className="size-5" aria-hidden="true" />
            </Button>
            <output
              aria-live="polite"
              aria-label="Rest"
              className="min-w-24 text-center text-4xl font-extrabold tabular-nums"
            >
              {formatRest(seconds)}
            </output>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`${EXERCISE_REST.step} seconds more`}
              disabled={seconds >= EXERCISE_REST.max}
              onClick={() => step(EXERCISE_REST.step)}
            >
              <Plus className="size-5" aria-hidden="true" />
            </Button>
          </div>
          <DialogFooter className={ownSeconds !== null ? 'sm:justify-between' : undefined}>
            {ownSeconds !== null ? (
              <Button type="button" variant="ghost" onClick={() => keep(null)}>
                Use the plan&apos;s {formatRest(planSeconds)}
              </Button>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit">Save rest</Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
