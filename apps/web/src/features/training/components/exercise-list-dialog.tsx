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
import { groupKind, groupOf, type SupersetLinks } from '../utils/supersets.ts';
import { JoinSwitch } from './join-switch.tsx';

export interface ExerciseProgress {
  exercise: Pick<WorkoutExercise, 'id' | 'name'>;
  /** Sets of the plan behind the lifter (done or skipped), of `sets`. */
  done: number;
  sets: number;
}

/**
 * The session's exercises with their sets done (decision 057): the lifter goes to another one
 * when its equipment is free before this one's; the session comes back to the ones left behind.
 * Between two exercises, a switch joins them in a superset (decision 068).
 */
export function ExerciseListDialog({
  exercises,
  current,
  links,
  onOpenChange,
  onGoTo,
  onLink,
}: {
  exercises: readonly ExerciseProgress[];
  current: number;
  links: SupersetLinks;
  onOpenChange: (open: boolean) => void;
  onGoTo: (exerciseIndex: number) => void;
  onLink: (exerciseIndex: number, joined: boolean) => void;
}) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exercises</DialogTitle>
          <DialogDescription>
            Equipment taken? Go to another exercise: the workout comes back to this one after. Join
            two to do them back to back, resting after each round.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid">
          {exercises.map(({ exercise, done, sets }, index) => {
            const complete = done >= sets;
            const grouped = groupKind(groupOf(links, exercises.length, index)) !== null;
            const next = exercises[index + 1];
            return (
              <li key={`${exercise.id}-${index}`} className="grid">
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
                    grouped && 'border-l-4 border-l-accent',
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
                {next ? (
                  <JoinSwitch
                    joined={links.includes(index)}
                    first={exercise.name}
                    second={next.exercise.name}
                    onChange={(joined) => onLink(index, joined)}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
