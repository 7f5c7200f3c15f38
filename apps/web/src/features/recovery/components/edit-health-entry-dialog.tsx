import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_MANUAL_HRV_METHOD } from '@grandfit/shared/domain/hrv-methods.ts';
import type { HealthManualEntry, HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { ConfirmDelete, EditDialogFooter } from '../../../components/ui/delete-actions.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { usePreload } from '../../../lib/preloadable.ts';
import { useDeleteHealthEntry } from '../api/delete-health-entry.ts';
import { useEditHealthEntry } from '../api/edit-health-entry.ts';
import {
  DEFAULT_SLEEP_QUALITY,
  saveErrorMessage,
  type HealthEntryFormValues,
} from '../utils/health-entry-form.ts';
import { healthEntryResolver, loadHealthEntrySchema } from '../utils/health-entry-check.ts';
import { HealthEntryFields } from './health-entry-fields.tsx';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';

const text = (value: number | null) => (value === null ? '' : String(value));

export function formValuesOf(entry: HealthManualRecord): HealthEntryFormValues {
  return {
    date: entry.date,
    hrvScore: text(entry.hrvScore),
    hrvMethod: entry.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD,
    restingHeartRate: text(entry.restingHeartRate),
    sleepHours: text(entry.sleepHours),
    sleepQuality: entry.sleepQuality ?? DEFAULT_SLEEP_QUALITY,
    sleepQualityTouched: entry.sleepQuality !== null,
    vo2Max: text(entry.vo2Max),
  };
}

/**
 * Edit a manual health entry (docs/decisions/025-training-log-history-records-corrections.md): the
 * day's values as they should read, a full replacement (a field emptied is cleared), or Delete.
 * Both go through the outbox.
 */
export function EditHealthEntryDialog({
  entry,
  onOpenChange,
}: {
  entry: HealthManualRecord;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  // Opened to edit: the check comes with it.
  usePreload(loadHealthEntrySchema);
  const form = useForm<HealthEntryFormValues, unknown, HealthManualEntry>({
    resolver: healthEntryResolver,
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
            description: result.status === 'queued' ? SAVED_OFFLINE : undefined,
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
            description: result.status === 'queued' ? SAVED_OFFLINE : undefined,
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
            <ConfirmDelete
              className="sm:col-span-2"
              question="Delete the entry of this day?"
              deleteLabel="Delete Entry"
              deleting={remove.isPending}
              disabled={busy}
              onKeep={() => setConfirmDelete(false)}
              onDelete={deleteEntry}
            />
          ) : null}
          <EditDialogFooter
            className="sm:col-span-2"
            onDelete={() => setConfirmDelete(true)}
            deleteDisabled={busy || confirmDelete}
            onCancel={() => onOpenChange(false)}
            submitLabel={edit.isPending ? 'Saving...' : 'Save Changes'}
            submitDisabled={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
