import { useState } from 'react';
import { Save, Trash2 } from 'lucide-react';
import type { Routine } from '@grandfit/shared/schemas/routines.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDelete } from '../../../components/ui/delete-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { exerciseCatalog, type CatalogEntry } from '../../../lib/exercise-catalog.ts';
import { useCustomExercises } from '../../../lib/custom-exercises-query.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  routineErrorMessage,
  useDeleteRoutine,
  useSaveRoutine,
} from '../../../lib/routines-query.ts';
import { plannedSetsFor, type PlannedSets } from '../../../lib/free-workout/planned-sets.ts';
import { catalogById, routineEntries } from '../../../lib/free-workout/routine-entries.ts';
import {
  linksOfPairs,
  pairsOfLinks,
  type SupersetPair,
} from '@grandfit/shared/domain/programme/superset-pairs.ts';
import { PickedExercises, PickedName } from './picked-exercises.tsx';

/**
 * A new routine, or one of his to edit (decision 076): a name and the exercises, in order, each
 * once. Saved or deleted offline too (decision 081); Delete asks first.
 */
export function RoutineDialog({
  routine,
  onOpenChange,
}: {
  /** The routine edited; none for a new one. */
  routine?: Routine;
  onOpenChange: (open: boolean) => void;
}) {
  const custom = useCustomExercises();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{routine ? 'Edit routine' : 'New routine'}</DialogTitle>
          <DialogDescription>
            The exercises you do often, in their order, with their sets: start them from Workouts in
            one tap, as a workout of your own outside the programme.
          </DialogDescription>
        </DialogHeader>
        {custom.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your exercises...
          </p>
        ) : (
          <RoutineForm
            routine={routine}
            catalog={exerciseCatalog(custom.data ?? [])}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RoutineForm({
  routine,
  catalog,
  onDone,
}: {
  routine?: Routine;
  catalog: readonly CatalogEntry[];
  onDone: () => void;
}) {
  // A new routine's id is made once: a Save tapped twice, or retried, keeps one routine.
  const [routineId] = useState(() => routine?.id ?? newClientId());
  const [name, setName] = useState(routine?.name ?? '');
  const [picked, setPicked] = useState(() =>
    routine ? routineEntries(routine.exerciseIds, catalogById(catalog)) : [],
  );
  const [sets, setSets] = useState<PlannedSets>(() => routine?.sets ?? {});
  const [supersets, setSupersets] = useState<SupersetPair[]>(() => routine?.supersets ?? []);
  const [nameError, setNameError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveRoutine();
  const remove = useDeleteRoutine();
  const error = save.error ?? remove.error;

  async function submit() {
    if (name.trim() === '') {
      setNameError('Give the routine a name');
      return;
    }
    setNameError(undefined);
    const exerciseIds = picked.map((entry) => entry.exercise.id);
    const result = await save.mutateAsync({
      id: routineId,
      input: {
        name: name.trim(),
        exerciseIds,
        sets: plannedSetsFor(picked, sets),
        // Only the joins of exercises still side by side (one moved or removed parts them).
        supersets: pairsOfLinks(exerciseIds, linksOfPairs(exerciseIds, supersets)),
      },
    });
    if (result.status === 'queued') toast({ title: 'Routine saved', description: SAVED_OFFLINE });
    onDone();
  }

  async function deleteIt() {
    const result = await remove.mutateAsync(routineId);
    if (result.status === 'queued') toast({ title: 'Routine deleted', description: SAVED_OFFLINE });
    onDone();
  }

  return (
    <div className="grid gap-4">
      <PickedName value={name} onChange={setName} error={nameError} placeholder="Hotel gym" />
      <PickedExercises
        picked={picked}
        onChange={setPicked}
        sets={sets}
        onSetsChange={setSets}
        supersets={supersets}
        onSupersetsChange={setSupersets}
        action={
          <>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {routineErrorMessage(error)}
              </p>
            ) : null}
            {confirmDelete && routine ? (
              <ConfirmDelete
                question={`Delete ${routine.name}? The workouts you did from it stay in History.`}
                deleteLabel="Delete routine"
                deleting={remove.isPending}
                disabled={remove.isPending}
                onKeep={() => setConfirmDelete(false)}
                onDelete={() => void deleteIt().catch(() => undefined)}
              />
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                className="flex-1"
                disabled={picked.length === 0 || save.isPending}
                onClick={() => void submit().catch(() => undefined)}
              >
                <Save className="size-4" aria-hidden="true" />
                {save.isPending ? 'Saving...' : 'Save routine'}
              </Button>
              {routine && !confirmDelete ? (
                <Button
                  variant="ghost"
                  className="text-destructive"
                  onClick={() => setConfirmDelete(true)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              ) : null}
            </div>
          </>
        }
      />
    </div>
  );
}
