import {
  WEIGHT_FIELD_LABEL,
  type WeightRole,
} from '@grandfit/shared/domain/programme/weight-role.ts';
import { useId, useState, type FormEvent } from 'react';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { UpdateSet } from '@grandfit/shared/schemas/history.ts';
import { SET_NOTE_MAX } from '@grandfit/shared/domain/session-notes.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import {
  FormField,
  INPUT_CLASSES,
  TEXTAREA_CLASSES,
  describedBy,
} from '../../../components/ui/form-field.tsx';
import { formatRpe, setName, weightForInput } from '../utils/history-format.ts';
import {
  parseEditSet,
  repsFieldLabel,
  type EditSetDraft,
  type EditSetErrors,
  type EditableSet,
} from '../utils/edit-set-form.ts';

export interface EditSetDialogProps {
  set: EditableSet | null;
  exerciseName: string;
  exerciseUnit: ExerciseUnit;
  /** The user's unit: the weight is shown and saved in it. */
  userUnit: WeightUnit;
  /** "Add a set" for a set forgotten in the session (decision 082); "Edit set 2" otherwise. */
  title?: string;
  /** What its weight is: "Added weight" to the body (decision 080), "Assistance" (decision 083). */
  role?: WeightRole;
  /**
   * Edits the set's note too (decision 096): History's correction of a logged set, not a set
   * added there (logged as the workout logs one, without a note).
   */
  withNote?: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (values: UpdateSet) => void;
}

/**
 * Corrects a logged set: weight in the user's unit, reps (or seconds, minutes), RIR, but for
 * cardio whether it was a warm-up (decision 051) and, `withNote`, its note (decision 096).
 */
export function EditSetDialog(props: EditSetDialogProps) {
  return (
    <Dialog open={props.set !== null} onOpenChange={props.onOpenChange}>
      <DialogContent>
        {props.set ? <EditSetForm {...props} set={props.set} key={props.set.clientId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditSetForm({
  set,
  exerciseName,
  exerciseUnit,
  userUnit,
  title = `Edit ${setName(set)}`,
  role = 'load',
  withNote = false,
  onOpenChange,
  onSave,
}: EditSetDialogProps & { set: EditableSet }) {
  const id = useId();
  const [draft, setDraft] = useState<EditSetDraft>(() => ({
    weight: weightForInput(set.weight, set.weightUnit, userUnit),
    reps: set.reps === null ? '' : String(set.reps),
    rir: set.rir === null ? '' : String(set.rir),
  }));
  const [note, setNote] = useState(set.note ?? '');
  const noteHint = `Optional · ${note.length}/${SET_NOTE_MAX}`;
  const [errors, setErrors] = useState<EditSetErrors>({});
  const wasWarmUp = set.setType === 'warmup';
  const [warmUp, setWarmUp] = useState(wasWarmUp);
  const edit = (patch: Partial<EditSetDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseEditSet(draft, exerciseUnit, userUnit, withNote ? note : undefined);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    // The type is sent only when it changes: an imported drop set keeps its kind otherwise.
    const values: UpdateSet = { ...parsed.values };
    if (warmUp !== wasWarmUp) values.setType = warmUp ? 'warmup' : 'normal';
    onSave(values);
    onOpenChange(false);
  }

  const field = (name: keyof EditSetDraft, label: string, decimal: boolean, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]} hint={hint}>
      <input
        id={`${id}-${name}`}
        className={INPUT_CLASSES}
        inputMode={decimal ? 'decimal' : 'numeric'}
        value={draft[name]}
        onChange={(event) => edit({ [name]: event.target.value })}
        {...describedBy(`${id}-${name}`, errors[name], hint)}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{exerciseName}</DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-3 gap-3">
        {field('weight', `${WEIGHT_FIELD_LABEL[role]} (${userUnit})`, true)}
        {field('reps', repsFieldLabel(exerciseUnit), false)}
        {/* An imported RPE stays while the RIR it rounds to does (decision 096). */}
        {field(
          'rir',
          'RIR',
          false,
          set.rpe !== undefined && set.rpe !== null
            ? `Logged RPE ${formatRpe(set.rpe)}`
            : 'Optional',
        )}
      </div>
      {withNote ? (
        <div className="mt-3">
          <FormField id={`${id}-note`} label="Note" error={errors.note} hint={noteHint}>
            <textarea
              id={`${id}-note`}
              rows={2}
              className={TEXTAREA_CLASSES}
              value={note}
              placeholder="Paused reps, belt…"
              onChange={(event) => {
                setNote(event.target.value);
                setErrors({});
              }}
              {...describedBy(`${id}-note`, errors.note, noteHint)}
            />
          </FormField>
        </div>
      ) : null}
      {exerciseUnit === 'minutes' ? null : (
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-primary)]"
            checked={warmUp}
            onChange={(event) => setWarmUp(event.target.checked)}
          />
          Warm-up
          <span className="font-normal text-muted-foreground">(never counted)</span>
        </label>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit">Save set</Button>
      </DialogFooter>
    </form>
  );
}
