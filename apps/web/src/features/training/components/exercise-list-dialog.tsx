import { Check } from 'lucide-react';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/utils.ts';

export interface ExerciseProgress {
  exercise: Pick<WorkoutExercise, 'id' | 'name'>;
  /** Sets of the plan behind the lifter (done or skipped), of `sets`. */
  done: number;
  sets: number;
}

/**
 * The session's exercises with their sets done (decision 057): the lifter goes to another one
 * when its equipment is free before this one's; the session comes back to the ones left behind.
 */
export function ExerciseListDialog({
  exercises,
  current,
  onOpenChange,
  onGoTo,
}: {
  exercises: readonly ExerciseProgress[];
  current: number;
  onOpenChange: (open: boolean) => void;
  onGoTo: (exerciseIndex: number) => void;
}) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exercises</DialogTitle>
          <DialogDescription>
            Equipment taken? Go to another exercise: the workout comes back to this one after.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-2">
          {exercises.map(({ exercise, done, sets }, index) => {
            const complete = done >= sets;
            return (
              <li key={`${exercise.id}-${index}`}>
                <button
                  type="button"
                  aria-current={index === current ? 'step' : undefined}
                  onClick={() => {
                    onGoTo(index);
                    onOpenChange(false);
                  }}
                  className={cn(
                    'flex min-h-12 w-full items-center gap-3 rounded-xl border px-3.5 py-2 text-left text-sm hover:bg-muted',
                    index === current ? 'border-primary bg-primary/5' : 'border-border',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                      complete
                        ? 'bg-primary text-primary-foreground'
                        : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {complete ? <Check className="size-4" /> : index + 1}
                  </span>
                  <span className="min-w-0 flex-1 font-semibold">{exercise.name}</span>
                  <span className="shrink-0 text-xs font-medium text-muted-foreground tabular-nums">
                    {done}/{sets} sets
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
