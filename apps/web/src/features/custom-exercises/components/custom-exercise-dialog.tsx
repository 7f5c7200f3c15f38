import { useId, useState, type FormEvent } from 'react';
import {
  customExerciseInputSchema,
  type CustomExercise,
} from '@grandfit/shared/schemas/custom-exercises.ts';
import {
  CUSTOM_EXERCISE_KINDS,
  type CustomExerciseKind,
} from '@grandfit/shared/schemas/workout-import.ts';
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
  Optional,
  describedBy,
} from '../../../components/ui/form-field.tsx';
import { cn } from '../../../lib/utils.ts';
import { useCreateCustomExercise, useUpdateCustomExercise } from '../api/custom-exercises.ts';
import { KIND_LABEL } from '../../../lib/exercise-catalog.ts';
import {
  LIFT_PATTERNS,
  LIFT_PATTERN_LABELS,
  type LiftPattern,
} from '@grandfit/shared/domain/progress/movement-sets.ts';

const KIND_HINT: Record<CustomExerciseKind, string> = {
  weighted: 'Reps with a load',
  bodyweight: 'Reps, no load',
  assisted: 'Reps helped by a band or machine',
  timed: 'Seconds, like a hold',
  cardio: 'Minutes',
};

interface Errors {
  name?: string;
  restSeconds?: string;
  equipment?: string;
  form?: string;
}

/**
 * Create (or, given `exercise`, edit) one of the user's own exercises: name, kind, movement
 * (decision 064), equipment and default rest. Checked with the server's own schema; a name the user already has comes back as
 * the server's 409 message under the name.
 */
export function CustomExerciseDialog({
  open,
  onOpenChange,
  exercise,
  initialName = '',
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  exercise?: CustomExercise;
  /** What the user had typed in a picker's search when they chose to create one. */
  initialName?: string;
  onSaved?: (exercise: CustomExercise) => void;
}) {
  const id = useId();
  const [name, setName] = useState(exercise?.name ?? initialName);
  const [kind, setKind] = useState<CustomExerciseKind>(exercise?.kind ?? 'weighted');
  const [equipment, setEquipment] = useState(exercise?.equipment ?? '');
  const [pattern, setPattern] = useState<LiftPattern | ''>(exercise?.pattern ?? '');
  const [rest, setRest] = useState(String(exercise?.restSeconds ?? 90));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateCustomExercise();
  const update = useUpdateCustomExercise();
  const saving = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customExerciseInputSchema.safeParse({
      name,
      kind,
      equipment: equipment.trim() === '' ? null : equipment,
      // Cardio is no lifting movement: a pattern chosen before the kind changed is dropped.
      pattern: kind === 'cardio' || pattern === '' ? null : pattern,
      restSeconds: rest.trim() === '' ? Number.NaN : Number(rest),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name') next.name ??= issue.message;
        else if (field === 'restSeconds') next.restSeconds ??= 'Rest must be 0 to 600 seconds';
        else if (field === 'equipment') next.equipment ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const saved = exercise
        ? await update.mutateAsync({ id: exercise.id, patch: parsed.data })
        : await create.mutateAsync(parsed.data);
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = (error as { status?: number }).status;
      setErrors(status === 409 ? { name: message } : { form: message });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{exercise ? 'Edit exercise' : 'New exercise'}</DialogTitle>
          <DialogDescription>
            Your own exercise, logged and coached from its own history.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField id={`${id}-name`} label="Name" error={errors.name}>
            <input
              id={`${id}-name`}
              className={INPUT_CLASSES}
              value={name}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              {...describedBy(`${id}-name`, errors.name)}
            />
          </FormField>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-semibold">Kind</legend>
            <div className="grid grid-cols-2 gap-2">
              {CUSTOM_EXERCISE_KINDS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border px-3 py-2 text-sm',
                    value === kind ? 'border-primary bg-primary/5' : 'border-border',
                  )}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      value={value}
                      checked={value === kind}
                      onChange={() => setKind(value)}
                      className="accent-primary"
                    />
                    {KIND_LABEL[value]}
                  </span>
                  <span className="text-xs text-muted-foreground">{KIND_HINT[value]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'cardio' ? null : (
            <FormField
              id={`${id}-pattern`}
              label={
                <>
                  Movement <Optional />
                </>
              }
              hint="Counts in Sets by Movement and sizes the coach’s weight steps"
            >
              <select
                id={`${id}-pattern`}
                className={INPUT_CLASSES}
                value={pattern}
                onChange={(event) => setPattern(event.target.value as LiftPattern | '')}
                {...describedBy(
                  `${id}-pattern`,
                  undefined,
                  'Counts in Sets by Movement and sizes the coach’s weight steps',
                )}
              >
                <option value="">Not set</option>
                {LIFT_PATTERNS.map((value) => (
                  <option key={value} value={value}>
                    {LIFT_PATTERN_LABELS[value]}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          <FormField
            id={`${id}-equipment`}
            label={
              <>
                Equipment <Optional />
              </>
            }
            error={errors.equipment}
          >
            <input
              id={`${id}-equipment`}
              className={INPUT_CLASSES}
              value={equipment}
              maxLength={80}
              placeholder="Sled, cable, band..."
              onChange={(event) => setEquipment(event.target.value)}
              {...describedBy(`${id}-equipment`, errors.equipment)}
            />
          </FormField>
          <FormField
            id={`${id}-rest`}
            label="Default rest (seconds)"
            hint="The rest timer after each set"
            error={errors.restSeconds}
          >
            <input
              id={`${id}-rest`}
              className={INPUT_CLASSES}
              inputMode="numeric"
              value={rest}
              onChange={(event) => setRest(event.target.value)}
              {...describedBy(`${id}-rest`, errors.restSeconds, 'The rest timer after each set')}
            />
          </FormField>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : exercise ? 'Save' : 'Create exercise'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
