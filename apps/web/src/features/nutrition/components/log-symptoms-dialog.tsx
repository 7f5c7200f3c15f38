import { useId, useState, type FormEvent } from 'react';
import type { MealSymptom } from '@grandfit/shared/schemas/nutrition.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { ConfirmDelete, EditDialogFooter } from '../../../components/ui/delete-actions.tsx';
import { RangeInput } from '../../../components/ui/range-input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { useLogSymptom } from '../api/log-symptom.ts';
import { useEditSymptom } from '../api/edit-symptom.ts';
import { useDeleteSymptom } from '../api/delete-symptom.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toLocalDateTimeInput } from '../../../lib/clock.ts';
import {
  FormField,
  INPUT_CLASSES,
  Optional,
  TEXTAREA_CLASSES,
} from '../../../components/ui/form-field.tsx';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';

/** Common after-meal reactions, offered as suggestions; any words are accepted. */
const SYMPTOM_SUGGESTIONS = [
  'Bloating',
  'Gas',
  'Heartburn',
  'Nausea',
  'Stomach pain',
  'Headache',
  'Migraine',
  'Fatigue',
  'Brain fog',
  'Joint pain',
  'Muscle aches',
  'Skin rash',
  'Itching',
  'Congestion',
  'Diarrhea',
  'Constipation',
];

export interface SymptomMeal {
  /** The stored meal's id, or null for a meal still waiting in the outbox. */
  id: string | null;
  title: string;
}

/**
 * 'Log Symptoms', a real symptom log feeding the food insights (docs/product.md#nutrition-screen):
 * what, how bad (0-10) and when, defaulting to now. With `editing`, the same form corrects a logged
 * symptom or deletes it (docs/decisions/025-training-log-history-records-corrections.md), through
 * the outbox like the log. Mounted while open, so each opening starts fresh.
 */
export function LogSymptomsDialog({
  meal,
  editing,
  onOpenChange,
}: {
  meal: SymptomMeal;
  editing?: MealSymptom;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const [symptom, setSymptom] = useState(editing?.symptom ?? '');
  const [severity, setSeverity] = useState(editing?.severity ?? 5);
  const [openedAt] = useState(() => (editing ? new Date(editing.occurredAt) : new Date()));
  const [time, setTime] = useState(() => toLocalDateTimeInput(openedAt));
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [clientId] = useState(newClientId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const logSymptom = useLogSymptom();
  const editSymptom = useEditSymptom();
  const deleteSymptom = useDeleteSymptom();
  const busy = logSymptom.isPending || editSymptom.isPending || deleteSymptom.isPending;
  // The input holds minutes; left at its default, the exact time keeps the symptom after a meal
  // logged a few seconds earlier (insights count symptoms from the meal's time on).
  const occurredAt = time === toLocalDateTimeInput(openedAt) ? openedAt : new Date(time);
  const valid = symptom.trim() !== '' && !Number.isNaN(occurredAt.getTime());

  const failed = (title: string) => (error: Error) =>
    toast({
      title,
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    if (editing) {
      editSymptom.mutate(
        {
          id: editing.id,
          userId: user?.id,
          symptom: {
            symptom: symptom.trim(),
            severity,
            occurredAt: occurredAt.toISOString(),
            notes: notes.trim() || null,
          },
        },
        {
          onSuccess: (result) => {
            toast({
              title: 'Symptom updated',
              description: result.status === 'queued' ? SAVED_OFFLINE : undefined,
            });
            onOpenChange(false);
          },
          onError: failed('Saving Failed'),
        },
      );
      return;
    }
    logSymptom.mutate(
      {
        userId: user?.id,
        symptom: {
          clientId,
          symptom: symptom.trim(),
          severity,
          occurredAt: occurredAt.toISOString(),
          mealId: meal.id,
          notes: notes.trim() || null,
        },
      },
      {
        onSuccess: (result) => {
          toast({
            title: 'Symptoms Logged',
            description:
              result.status === 'queued'
                ? SAVED_OFFLINE
                : `${symptom.trim()}, severity ${severity}/10.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Logging Failed',
            description: errorMessage(error, 'Could not log symptoms. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const remove = () => {
    if (!editing) return;
    deleteSymptom.mutate(
      {
        id: editing.id,
        userId: user?.id,
        label: `symptom: ${editing.symptom} (${editing.severity}/10)`,
      },
      {
        onSuccess: (result) => {
          toast({
            title: 'Symptom deleted',
            description: result.status === 'queued' ? SAVED_OFFLINE : undefined,
          });
          onOpenChange(false);
        },
        onError: failed('Deleting Failed'),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Symptom' : 'Log Symptoms'}</DialogTitle>
          <DialogDescription>After {meal.title}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <FormField id={`${id}-symptom`} label="Symptom">
            <input
              id={`${id}-symptom`}
              list={`${id}-suggestions`}
              autoComplete="off"
              maxLength={80}
              required
              className={INPUT_CLASSES}
              placeholder="e.g. Bloating"
              value={symptom}
              onChange={(event) => setSymptom(event.target.value)}
            />
            <datalist id={`${id}-suggestions`}>
              {SYMPTOM_SUGGESTIONS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </FormField>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between">
              <span id={`${id}-severity`} className="text-sm font-semibold">
                Severity
              </span>
              <span className="text-sm font-bold tabular-nums" aria-hidden="true">
                {severity}/10
              </span>
            </div>
            <RangeInput
              value={severity}
              onValueChange={setSeverity}
              min={0}
              max={10}
              aria-labelledby={`${id}-severity`}
              aria-valuetext={`${severity} out of 10`}
            />
            <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
              <span>0 none</span>
              <span>10 severe</span>
            </div>
          </div>
          <FormField id={`${id}-time`} label="Time">
            <input
              id={`${id}-time`}
              type="datetime-local"
              required
              className={INPUT_CLASSES}
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </FormField>
          <FormField
            id={`${id}-notes`}
            label={
              <>
                Notes <Optional />
              </>
            }
          >
            <textarea
              id={`${id}-notes`}
              rows={2}
              maxLength={1000}
              className={TEXTAREA_CLASSES}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </FormField>
          {confirmDelete ? (
            <ConfirmDelete
              question="Delete this symptom?"
              deleteLabel="Delete Symptom"
              deleting={deleteSymptom.isPending}
              disabled={busy}
              onKeep={() => setConfirmDelete(false)}
              onDelete={remove}
            />
          ) : null}
          <EditDialogFooter
            onDelete={editing ? () => setConfirmDelete(true) : undefined}
            deleteDisabled={busy || confirmDelete}
            onCancel={() => onOpenChange(false)}
            submitLabel={busy ? 'Saving...' : editing ? 'Save Symptom' : 'Save Symptoms'}
            submitDisabled={!valid || busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
