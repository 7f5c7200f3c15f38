import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
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
import { HealthEntryFields } from './health-entry-fields.tsx';

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
  const { user } = useAuth();
  const form = useForm<HealthEntryFormValues, unknown, HealthManualEntry>({
    resolver: zodResolver(healthEntryFormSchema),
    defaultValues: formValuesOf(entry),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const edit = useEditHealthEntry();
  const remove = useDeleteHealthEntry();
  const busy = edit.isPending || remove.isPending;
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
          <HealthEntryFields form={form} />
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
