import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { HealthManualEntry, HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { useDeleteHealthEntry } from '../api/delete-health-entry.ts';
import { useEditHealthEntry } from '../api/edit-health-entry.ts';
import {
  DEFAULT_SLEEP_QUALITY,
  healthEntryFormSchema,
  saveErrorMessage,
  type HealthEntryFormValues,
} from '../utils/health-entry-form.ts';
import { Field } from './health-entry-form.tsx';

const QUEUED = "Saved on this device. It syncs when you're back online.";
const text = (value: number | null) => (value === null ? '' : String(value));

export function formValuesOf(entry: HealthManualRecord): HealthEntryFormValues {
  return {
    date: entry.date,
    hrvScore: text(entry.hrvScore),
    restingHeartRate: text(entry.restingHeartRate),
    sleepHours: text(entry.sleepHours),
    sleepQuality: entry.sleepQuality ?? DEFAULT_SLEEP_QUALITY,
    sleepQualityTouched: entry.sleepQuality !== null,
    vo2Max: text(entry.vo2Max),
  };
}

/**
 * Edit a manual health entry (issue 16 point 5): the day's values as they should read, a full
 * replacement (a field emptied is cleared), or Delete. Both go through the outbox.
 */
export function EditHealthEntryDialog({
  entry,
  onOpenChange,
}: {
  entry: HealthManualRecord;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const today = toLocalIsoDate(new Date());
  const form = useForm<HealthEntryFormValues, unknown, HealthManualEntry>({
    resolver: zodResolver(healthEntryFormSchema),
    defaultValues: formValuesOf(entry),
  });
  const { errors } = form.formState;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const edit = useEditHealthEntry();
  const remove = useDeleteHealthEntry();
  const busy = edit.isPending || remove.isPending;
  const qualityLabelId = `${id}-quality`;
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: saveErrorMessage(error), variant: 'destructive' });

  const save = form.handleSubmit((values) =>
    edit.mutate(
      { id: entry.id, entry: values, userId: user?.id },
      {
        onSuccess: (result) => {
          toast({
            title: 'Health data updated',
            description: result.status === 'queued' ? QUEUED : undefined,
          });
          onOpenChange(false);
        },
        onError: failed('Error saving data'),
      },
    ),
  );

  const deleteEntry = () =>
    remove.mutate(
      { id: entry.id, date: entry.date, userId: user?.id },
      {
        onSuccess: (result) => {
          toast({
            title: 'Health entry deleted',
            description: result.status === 'queued' ? QUEUED : undefined,
          });
          onOpenChange(false);
        },
        onError: failed('Error deleting data'),
      },
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Health Data</DialogTitle>
          <DialogDescription>An emptied field is removed from the day.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${id}-date`}
            label="Date"
            error={errors.date}
            className="sm:col-span-2"
            input={{ type: 'date', max: today, ...form.register('date') }}
          />
          <Field
            id={`${id}-hrv`}
            label="HRV (ms)"
            error={errors.hrvScore}
            input={{ type: 'number', inputMode: 'numeric', step: 1, ...form.register('hrvScore') }}
          />
          <Field
            id={`${id}-rhr`}
            label="Resting Heart Rate (bpm)"
            error={errors.restingHeartRate}
            input={{
              type: 'number',
              inputMode: 'numeric',
              step: 1,
              ...form.register('restingHeartRate'),
            }}
          />
          <Field
            id={`${id}-sleep`}
            label="Sleep Hours"
            error={errors.sleepHours}
            input={{
              type: 'number',
              inputMode: 'decimal',
              step: 0.5,
              ...form.register('sleepHours'),
            }}
          />
          <Field
            id={`${id}-vo2`}
            label="VO2 Max"
            error={errors.vo2Max}
            input={{ type: 'number', inputMode: 'decimal', step: 0.1, ...form.register('vo2Max') }}
          />
          <Controller
            control={form.control}
            name="sleepQuality"
            render={({ field }) => (
              <div className="flex flex-col sm:col-span-2">
                <div className="flex items-baseline justify-between text-sm">
                  <label id={qualityLabelId} className="font-semibold">
                    Sleep Quality
                  </label>
                  <span className="font-semibold tabular-nums" aria-hidden="true">
                    {field.value}
                    <span className="font-normal text-muted-foreground">/10</span>
                  </span>
                </div>
                <Slider
                  labelledBy={qualityLabelId}
                  value={field.value}
                  valueText={`${field.value} out of 10`}
                  onValueChange={(value) => {
                    field.onChange(value);
                    form.setValue('sleepQualityTouched', true);
                  }}
                />
                {errors.sleepQuality ? (
                  <p className="text-sm text-destructive">{errors.sleepQuality.message}</p>
                ) : null}
              </div>
            )}
          />
          {confirmDelete ? (
            <div
              role="group"
              aria-label="Confirm delete"
              className="flex flex-col gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4 sm:col-span-2 sm:flex-row sm:items-center"
            >
              <p className="flex-1 text-sm font-semibold">Delete the entry of this day?</p>
              <Button variant="outline" onClick={() => setConfirmDelete(false)}>
                Keep it
              </Button>
              <Button variant="destructive" disabled={busy} onClick={deleteEntry}>
                {remove.isPending ? 'Deleting...' : 'Delete Entry'}
              </Button>
            </div>
          ) : null}
          <DialogFooter className="mt-2 sm:col-span-2 sm:justify-between">
            <Button
              variant="ghost"
              className="text-destructive"
              disabled={busy || confirmDelete}
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {edit.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
