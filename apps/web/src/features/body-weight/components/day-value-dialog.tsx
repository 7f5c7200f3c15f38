import { useId, useRef, useState, type FormEvent } from 'react';
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
import { formatDay } from '../../../lib/format.ts';
import type { DayValueCheck } from '../utils/day-value-form.ts';
import { DayField } from './day-field.tsx';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';

/**
 * The dialog of a log with one value a day (weigh-ins, decision 058; waist and body fat,
 * decision 066): a day (today unless changed) and a value. A day that has one already is
 * replaced, and the form says so; a value moved to another day leaves the day it was on; Delete
 * asks first.
 */
export function DayValueDialog({
  noun,
  logTitle,
  description,
  fieldLabel,
  date,
  startText,
  editingDate,
  today,
  check,
  replacesText,
  save,
  saving,
  onOpenChange,
}: {
  /** What one entry is called, in lower case: "weigh-in", "waist". */
  noun: string;
  /** The title when logging a new one: "Log weight". */
  logTitle: string;
  description: string;
  /** "Weight (lb)". */
  fieldLabel: string;
  /** The day to open on: today to log, the entry's day to change it. */
  date: string;
  /** The value the field starts with, as typed. */
  startText: string;
  /** The day of the entry being changed (moved or deleted); null to log one. */
  editingDate: string | null;
  today: string;
  check: (values: { date: string; value: string }) => DayValueCheck;
  /** "the 37 in logged that day" when the chosen day has an entry already. */
  replacesText: (date: string) => string | undefined;
  /** Sends the day's value (null deletes it), or keeps it in the outbox. */
  save: (
    date: string,
    value: number | null,
    label: string,
  ) => Promise<{ status: 'sent' | 'queued' }>;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const valueInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ date, value: startText });
  const [submitted, setSubmitted] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const checked = check(values);
  const errors = submitted ? checked.errors : {};
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const replaces = values.date !== editingDate ? replacesText(values.date) : undefined;

  const run = async (
    work: () => Promise<{ status: 'sent' | 'queued' }>,
    done: string,
    failed: string,
  ) => {
    try {
      const result = await work();
      toast({ title: done, description: result.status === 'queued' ? SAVED_OFFLINE : undefined });
      onOpenChange(false);
    } catch (error) {
      toast({ title: failed, description: (error as Error).message, variant: 'destructive' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const value = checked.value;
    if (value === null) return;
    void run(
      async () => {
        const result = await save(values.date, value, `${Noun} of ${formatDay(values.date)}`);
        if (editingDate !== null && editingDate !== values.date) {
          await save(editingDate, null, `Move the ${noun} of ${formatDay(editingDate)}`);
        }
        return result;
      },
      `${Noun} saved`,
      `Couldn't save the ${noun}`,
    );
  };
  const remove = () =>
    void run(
      () => save(date, null, `Delete the ${noun} of ${formatDay(date)}`),
      `${Noun} deleted`,
      `Couldn't delete the ${noun}`,
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        // The value is what is typed; the day is today's unless the entry was another's.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          valueInput.current?.select();
        }}
      >
        <DialogHeader>
          <DialogTitle>{editingDate !== null ? `Edit ${noun}` : logTitle}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <DayField
            id={`${id}-date`}
            value={values.date}
            today={today}
            error={errors.date}
            hint={replaces ? `Replaces ${replaces}` : undefined}
            onChange={(date) => setValues({ ...values, date })}
          />
          <FormField id={`${id}-value`} label={fieldLabel} error={errors.value}>
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
              question={`Delete the ${noun} of ${formatDay(date)}?`}
              deleteLabel={`Delete ${Noun}`}
              deleting={saving}
              disabled={saving}
              onKeep={() => setConfirmDelete(false)}
              onDelete={remove}
            />
          ) : null}
          <EditDialogFooter
            className="sm:col-span-2"
            onDelete={editingDate !== null ? () => setConfirmDelete(true) : undefined}
            deleteDisabled={saving || confirmDelete}
            onCancel={() => onOpenChange(false)}
            submitLabel={saving ? 'Saving...' : 'Save'}
            submitDisabled={saving}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
