import { weightRoleOf, type WeightRole } from '@grandfit/shared/domain/programme/weight-role.ts';
import { useState } from 'react';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDeleteSet, useUpdateSet } from '../api/correct-set.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EditSetDialog } from './edit-set-dialog.tsx';
import type { ActiveLoggedSet, LoggedSetsProps } from './logged-sets-button.tsx';
import { SetLine, type SetLineSet } from './set-line.tsx';
import { isWarmUp } from '@grandfit/shared/domain/warm-up.ts';
import { setName } from '../utils/history-format.ts';

interface Target {
  set: SetLineSet;
  exerciseName: string;
  unit: ExerciseUnit;
  /** What its weight is: a load, added to the body (decision 080), or help (decision 083). */
  role: WeightRole;
}

const toLine = (set: ActiveLoggedSet): SetLineSet => ({
  ...set,
  weightUnit: set.weightUnit ?? 'lb',
});

/**
 * The session's logged sets by exercise, each with Edit and Delete
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
export function LoggedSetsDialog({
  exercises,
  sets,
  userId,
  onCorrected,
  onDeleted,
  open,
  onOpenChange,
}: LoggedSetsProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const userUnit = useWeightUnit();
  const [editing, setEditing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const onError = (title: string) => (error: Error) =>
    toast({ variant: 'destructive', title, description: error.message });
  const updateSet = useUpdateSet({ onError: onError('Set not saved') });
  const deleteSet = useDeleteSet({ onError: onError('Set not deleted') });

  const groups = exercises
    .map((exercise, index) => ({
      exercise,
      sets: sets
        .filter((set) => set.exerciseIndex === index)
        // Warm-ups first, as they were done and as History shows them.
        .sort((a, b) => Number(!isWarmUp(a)) - Number(!isWarmUp(b)) || a.setNumber - b.setNumber),
    }))
    .filter((group) => group.sets.length > 0);

  return (
    <>
      <Dialog open={open && !editing && !deleting} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Logged sets</DialogTitle>
            <DialogDescription>Correct or delete a set of this session.</DialogDescription>
          </DialogHeader>
          {groups.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sets logged yet.</p>
          ) : (
            <div className="grid gap-4">
              {groups.map(({ exercise, sets: own }) => (
                <section key={exercise.name}>
                  <h3 className="text-sm font-bold">{exercise.name}</h3>
                  <ul className="divide-y divide-border">
                    {own.map((set) => {
                      const target = {
                        set: toLine(set),
                        exerciseName: exercise.name,
                        unit: exercise.unit,
                        role: weightRoleOf({ ...exercise, loaded: exercise.loaded !== false }),
                      };
                      return (
                        <SetLine
                          key={set.clientId}
                          set={target.set}
                          exerciseName={exercise.name}
                          unit={exercise.unit}
                          role={target.role}
                          userUnit={userUnit}
                          onEdit={() => setEditing(target)}
                          onDelete={() => setDeleting(target)}
                        />
                      );
                    })}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </DialogContent>
      </Dialog>
      <EditSetDialog
        set={editing?.set ?? null}
        exerciseName={editing?.exerciseName ?? ''}
        exerciseUnit={editing?.unit ?? 'reps'}
        role={editing?.role}
        userUnit={userUnit}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
        onSave={(values) => {
          if (!editing) return;
          const { clientId } = editing.set;
          updateSet.mutate({
            clientId,
            values,
            userId,
            label: `${editing.exerciseName}, ${setName(editing.set)} (edit)`,
          });
          // Sent or kept in the outbox, the correction stands: the session shows it at once (the
          // dialog already holds the same limits the server does).
          onCorrected(clientId, values);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${setName(deleting.set)}?` : 'Delete set?'}
        description={`${deleting?.exerciseName ?? ''}: you can log it again afterwards.`}
        confirmLabel="Delete set"
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          const { clientId } = deleting.set;
          deleteSet.mutate({
            clientId,
            userId,
            label: `${deleting.exerciseName}, ${setName(deleting.set)} (delete)`,
          });
          onDeleted(clientId);
        }}
      />
    </>
  );
}
