import { useId, useRef, useState, type FormEvent } from 'react';
import {
  MEASUREMENT_LABELS,
  measurementUnit,
  shownMeasurement,
  type Measurement,
  type MeasurementKind,
} from '@grandfit/shared/domain/body-measurements.ts';
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
import { useSaveMeasurement } from '../api/body-measurements.ts';
import { checkMeasurement } from '../utils/measurement-form.ts';

const QUEUED = "Saved on this device. It syncs when you're back online.";

const HOW_TO_MEASURE: Record<MeasurementKind, string> = {
  waist:
    'Measure with a tape halfway between your lowest rib and the top of your hip bone, after breathing out normally, at the same time of day each time.',
  'body-fat':
    'The reading of your smart scale, caliper or scan. Use the same device each time: two methods can differ by several points.',
};

/**
 * Log a waist or body-fat reading, or change or delete one (decision 066): a day (today unless
 * changed) and a value in the kind's unit. A day that has one already is replaced, and the form
 * says so.
 */
export function MeasurementDialog({
  kind,
  date,
  editing,
  entries,
  units,
  today,
  onOpenChange,
}: {
  kind: MeasurementKind;
  /** The day to open on: today to log, the reading's day to change it. */
  date: string;
  /** The reading being changed (moved to another day, or deleted); none to log one. */
  editing: Measurement | null;
  /** The kind's readings the screen knows, oldest first: the chosen day's, and the latest. */
  entries: readonly Measurement[];
  units: WeightUnit;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const valueInput = useRef<HTMLInputElement>(null);
  const { user } = useAuth();
  const save = useSaveMeasurement();
  const label = MEASUREMENT_LABELS[kind];
  const unit = measurementUnit(kind, units);
  const shown = (value: number) => `${shownMeasurement(kind, value, units)} ${unit}`;
  const [values, setValues] = useState(() => {
    const start = editing?.value ?? entries.at(-1)?.value;
    return { date, value: start === undefined ? '' : String(shownMeasurement(kind, start, units)) };
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const check = checkMeasurement(values, kind, units, today);
  const errors = submitted ? check.errors : {};
  const sameDay = entries.find((entry) => entry.date === values.date);

  const done = (title: string) => (result: { status: 'sent' | 'queued' }) => {
    toast({ title, description: result.status === 'queued' ? QUEUED : undefined });
    onOpenChange(false);
  };
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'destructive' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.value === null) return;
    try {
      const result = await save.mutateAsync({
        kind,
        date: values.date,
        value: check.value,
        userId: user?.id,
        label: `${label} of ${formatDay(values.date)}`,
      });
      // A reading moved to another day leaves the day it was on.
      if (editing && editing.date !== values.date) {
        await save.mutateAsync({
          kind,
          date: editing.date,
          value: null,
          userId: user?.id,
          label: `Move the ${label.toLowerCase()} of ${formatDay(editing.date)}`,
        });
      }
      done(`${label} saved`)(result);
    } catch (error) {
      failed(`Couldn't save the ${label.toLowerCase()}`)(error as Error);
    }
  };
  const remove = () =>
    save.mutate(
      {
        kind,
        date,
        value: null,
        userId: user?.id,
        label: `Delete the ${label.toLowerCase()} of ${formatDay(date)}`,
      },
      {
        onSuccess: done(`${label} deleted`),
        onError: failed(`Couldn't delete the ${label.toLowerCase()}`),
      },
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          valueInput.current?.select();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {editing ? `Edit ${label.toLowerCase()}` : `Log ${label.toLowerCase()}`}
          </DialogTitle>
          <DialogDescription>{HOW_TO_MEASURE[kind]}</DialogDescription>
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
                ? `Replaces the ${shown(sameDay.value)} logged that day`
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
          <FormField id={`${id}-value`} label={`${label} (${unit})`} error={errors.value}>
            <input
              ref={valueInput}
              id={`${id}-value`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={values.value}
              onChange={(event) => setValues({ ...values, value: event.target.value })}
              className={INPUT_CLASSES}
              {...describedBy(`${id}-value`, errors.value)}
            />
          </FormField>
          {confirmDelete ? (
            <ConfirmDelete
              className="sm:col-span-2"
              question={`Delete the ${label.toLowerCase()} of ${formatDay(date)}?`}
              deleteLabel={`Delete ${label}`}
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
