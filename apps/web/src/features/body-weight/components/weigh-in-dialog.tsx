import { useId, useRef, useState, type FormEvent } from 'react';
import type { WeighIn } from '@grandfit/shared/schemas/body-weight.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { ConfirmDelete, EditDialogFooter } from '../../../components/ui/delete-actions.tsx';
import { FormField, INPUT_CLASSES, describedBy } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { formatDay } from '../../../lib/format.ts';
import { useSaveWeighIn } from '../api/body-weight.ts';
import { checkWeighIn, weightText } from '../utils/weigh-in-form.ts';

const QUEUED = "Saved on this device. It syncs when you're back online.";

/**
 * Log a weigh-in, or change or delete one (decision 058): a day (today unless changed) and a
 * weight in the user's unit. A day that has one already is replaced, and the form says so.
 */
export function WeighInDialog({
  date,
  editing,
  entries,
  unit,
  settingsKg,
  today,
  onOpenChange,
}: {
  /** The day to open on: today to log, the weigh-in's day to change it. */
  date: string;
  /** The weigh-in being changed (moved to another day, or deleted); none to log one. */
  editing: WeighIn | null;
  /** The weigh-ins the screen knows, oldest first: the chosen day's, and the latest to start from. */
  entries: readonly WeighIn[];
  unit: WeightUnit;
  /** The settings' body weight: where the form starts without any weigh-in known. */
  settingsKg: number | null;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const weightInput = useRef<HTMLInputElement>(null);
  const { user } = useAuth();
  const save = useSaveWeighIn();
  const [values, setValues] = useState(() => {
    const startKg = editing?.weightKg ?? entries.at(-1)?.weightKg ?? settingsKg;
    return { date, weight: startKg === null ? '' : weightText(startKg, unit) };
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const check = checkWeighIn(values, unit, today);
  const errors = submitted ? check.errors : {};
  const sameDay = entries.find((entry) => entry.date === values.date);
  const dayLabel = `Weigh-in of ${formatDay(values.date)}`;

  const done = (title: string) => (result: { status: 'sent' | 'queued' }) => {
    toast({ title, description: result.status === 'queued' ? QUEUED : undefined });
    onOpenChange(false);
  };
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'destructive' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const weightKg = check.weightKg;
    if (weightKg === null) return;
    try {
      const result = await save.mutateAsync({
        date: values.date,
        weightKg,
        userId: user?.id,
        label: dayLabel,
      });
      // A weigh-in moved to another day leaves the day it was on.
      if (editing && editing.date !== values.date) {
        await save.mutateAsync({
          date: editing.date,
          weightKg: null,
          userId: user?.id,
          label: `Move the weigh-in of ${formatDay(editing.date)}`,
        });
      }
      done('Weigh-in saved')(result);
    } catch (error) {
      failed("Couldn't save the weigh-in")(error as Error);
    }
  };
  const remove = () =>
    save.mutate(
      {
        date,
        weightKg: null,
        userId: user?.id,
        label: `Delete the weigh-in of ${formatDay(date)}`,
      },
      { onSuccess: done('Weigh-in deleted'), onError: failed("Couldn't delete the weigh-in") },
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        // The weight is what is typed; the day is today's unless the weigh-in was another's.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          weightInput.current?.select();
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit weigh-in' : 'Log weight'}</DialogTitle>
          <DialogDescription>
            Weigh yourself at the same time each day, best in the morning before breakfast: the
            7-day average shows the trend under the daily swings.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField
            id={`${id}-date`}
            label="Date"
            error={errors.date}
            hint={
              sameDay && sameDay.date !== editing?.date
                ? `Replaces the ${weightText(sameDay.weightKg, unit)} ${unit} logged that day`
                : undefined
            }
          >
            <input
              id={`${id}-date`}
              type="date"
              min="1900-01-01"
              max={today}
              value={values.date}
              onChange={(event) => setValues({ ...values, date: event.target.value })}
              className={INPUT_CLASSES}
              {...describedBy(`${id}-date`, errors.date)}
            />
          </FormField>
          <FormField id={`${id}-weight`} label={`Weight (${unit})`} error={errors.weight}>
            <input
              ref={weightInput}
              id={`${id}-weight`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={values.weight}
              onChange={(event) => setValues({ ...values, weight: event.target.value })}
              className={INPUT_CLASSES}
              {...describedBy(`${id}-weight`, errors.weight)}
            />
          </FormField>
          {confirmDelete ? (
            <ConfirmDelete
              className="sm:col-span-2"
              question={`Delete the weigh-in of ${formatDay(date)}?`}
              deleteLabel="Delete Weigh-in"
              deleting={save.isPending}
              disabled={save.isPending}
              onKeep={() => setConfirmDelete(false)}
              onDelete={remove}
            />
          ) : null}
          <EditDialogFooter
            className="sm:col-span-2"
            onDelete={editing ? () => setConfirmDelete(true) : undefined}
            deleteDisabled={save.isPending || confirmDelete}
            onCancel={() => onOpenChange(false)}
            submitLabel={save.isPending ? 'Saving...' : 'Save'}
            submitDisabled={save.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
