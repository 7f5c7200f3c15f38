import { useState } from 'react';
import { preloadable } from '../../../lib/preloadable.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { Dumbbell, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDelete } from '../../../components/ui/delete-actions.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useCustomExercises } from '../../../lib/custom-exercises-query.ts';
import { useDeleteCustomExercise } from '../api/custom-exercises.ts';
import { KIND_LABEL } from '../../../lib/exercise-catalog.ts';
import { LIFT_PATTERN_LABELS } from '@grandfit/shared/domain/progress/movement-sets.ts';

// The dialog checks with the shared zod schema: loaded when New or Edit is tapped.
const CustomExerciseDialog = preloadable(() =>
  import('./custom-exercise-dialog.tsx').then((module) => module.CustomExerciseDialog),
);

/** Profile's "My exercises": the user's own exercises, to create, edit and delete. */
export function MyExercisesCard() {
  const { data: exercises = [], isError, error } = useCustomExercises();
  const [editing, setEditing] = useState<CustomExercise | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteCustomExercise();

  async function confirmDelete(exercise: CustomExercise) {
    try {
      await remove.mutateAsync(exercise.id);
      toast({ title: 'Exercise deleted', description: exercise.name });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: "Couldn't delete it",
        description: failure instanceof Error ? failure.message : String(failure),
      });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Card role="region" className="grid gap-3 p-4 sm:p-5" aria-labelledby="my-exercises-title">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h2 id="my-exercises-title" className="text-lg font-bold tracking-tight">
            My exercises
          </h2>
          <p className="text-sm text-muted-foreground">
            Your own exercises, to swap into a workout or add to a session.
          </p>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          New
        </Button>
      </div>
      {isError ? <p className="text-sm text-destructive">{error.message}</p> : null}
      {exercises.length === 0 && !isError ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Dumbbell className="size-4" aria-hidden="true" />
          None yet.
        </p>
      ) : (
        <ul className="grid gap-2">
          {exercises.map((exercise) => (
            <li key={exercise.id} className="grid gap-2 rounded-2xl border border-border p-3">
              <div className="flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{exercise.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {[
                      KIND_LABEL[exercise.kind],
                      exercise.pattern ? LIFT_PATTERN_LABELS[exercise.pattern] : null,
                      exercise.equipment,
                      `${exercise.restSeconds} s rest`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${exercise.name}`}
                  onClick={() => setEditing(exercise)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${exercise.name}`}
                  onClick={() => setDeleting(exercise.id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {deleting === exercise.id ? (
                <ConfirmDelete
                  question={`Delete ${exercise.name}? An exercise with logged sets stays, for its history.`}
                  deleteLabel="Delete"
                  deleting={remove.isPending}
                  disabled={remove.isPending}
                  onKeep={() => setDeleting(null)}
                  onDelete={() => void confirmDelete(exercise)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TapOpened onFailed={() => setEditing(null)}>
          <CustomExerciseDialog
            open
            onOpenChange={(open) => (open ? null : setEditing(null))}
            exercise={editing === 'new' ? undefined : editing}
          />
        </TapOpened>
      ) : null}
    </Card>
  );
}
