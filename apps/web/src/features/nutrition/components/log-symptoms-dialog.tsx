import { useId, useState, type FormEvent } from 'react';
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
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { useLogSymptom } from '../api/log-symptom.ts';
import { serverMessage } from '../utils/api-error.ts';
import { toLocalDateTimeInput } from '../utils/format.ts';
import {
  FormField,
  INPUT_CLASSES,
  Optional,
  TEXTAREA_CLASSES,
} from '../../../components/ui/form-field.tsx';

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
 * 'Log Symptoms' (DESIGN 4.4: a real symptom log feeding the food insights): what, how bad
 * (0-10) and when, defaulting to now. Mounted while open, so each opening starts fresh.
 */
export function LogSymptomsDialog({
  meal,
  onOpenChange,
}: {
  meal: SymptomMeal;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const [symptom, setSymptom] = useState('');
  const [severity, setSeverity] = useState(5);
  const [openedAt] = useState(() => new Date());
  const [time, setTime] = useState(() => toLocalDateTimeInput(openedAt));
  const [notes, setNotes] = useState('');
  const [clientId] = useState(newClientId);
  const logSymptom = useLogSymptom();
  // The input holds minutes; left at its default, the exact time keeps the symptom after a meal
  // logged a few seconds earlier (insights count symptoms from the meal's time on).
  const occurredAt = time === toLocalDateTimeInput(openedAt) ? openedAt : new Date(time);
  const valid = symptom.trim() !== '' && !Number.isNaN(occurredAt.getTime());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || logSymptom.isPending) return;
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
                ? "Saved on this device. It syncs when you're back online."
                : `${symptom.trim()}, severity ${severity}/10.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Logging Failed',
            description: serverMessage(error, 'Could not log symptoms. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log Symptoms</DialogTitle>
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
            <Slider
              value={severity}
              onValueChange={setSeverity}
              min={0}
              max={10}
              labelledBy={`${id}-severity`}
              valueText={`${severity} out of 10`}
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
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || logSymptom.isPending}>
              {logSymptom.isPending ? 'Saving...' : 'Save Symptoms'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
