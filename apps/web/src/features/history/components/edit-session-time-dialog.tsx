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
import { FormField, INPUT_CLASSES, describedBy } from '../../../components/ui/form-field.tsx';
import { toLocalDateTimeInput } from '../../../lib/clock.ts';
import {
  parseSessionTime,
  sessionTimeDraft,
  type SessionTimeChange,
  type SessionTimeDraft,
  type SessionTimeErrors,
} from '../utils/session-time-form.ts';

interface SessionTime {
  startedAt: string;
  durationSeconds: number | null;
}

/**
 * When a finished session happened and how long it took (decision 093): a workout logged the day
 * after, or one whose finish was forgotten. Moving it moves its sets with it.
 */
export function EditSessionTimeDialog({
  session,
  open,
  onOpenChange,
  onSave,
}: {
  session: SessionTime;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (change: SessionTimeChange) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <SessionTimeForm session={session} onOpenChange={onOpenChange} onSave={onSave} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SessionTimeForm({
  session,
  onOpenChange,
  onSave,
}: {
  session: SessionTime;
  onOpenChange: (open: boolean) => void;
  onSave: (change: SessionTimeChange) => void;
}) {
  const id = useId();
  const [initial] = useState(() => sessionTimeDraft(session));
  const [draft, setDraft] = useState<SessionTimeDraft>(initial);
  const [errors, setErrors] = useState<SessionTimeErrors>({});
  const edit = (patch: Partial<SessionTimeDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseSessionTime(draft, initial, Date.now());
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    if (Object.keys(parsed.change).length > 0) onSave(parsed.change);
    onOpenChange(false);
  }

  const startHint = 'Its sets move with it';
  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Edit time</DialogTitle>
        <DialogDescription>When this workout started and how long it took.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <FormField id={`${id}-start`} label="Started" error={errors.start} hint={startHint}>
          <input
            id={`${id}-start`}
            type="datetime-local"
            className={INPUT_CLASSES}
            max={toLocalDateTimeInput(new Date())}
            value={draft.start}
            onChange={(event) => edit({ start: event.target.value })}
            {...describedBy(`${id}-start`, errors.start, startHint)}
          />
        </FormField>
        <FormField id={`${id}-minutes`} label="Duration (min)" error={errors.minutes}>
          <input
            id={`${id}-minutes`}
            className={INPUT_CLASSES}
            inputMode="numeric"
            value={draft.minutes}
            onChange={(event) => edit({ minutes: event.target.value })}
            {...describedBy(`${id}-minutes`, errors.minutes)}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit">Save time</Button>
      </DialogFooter>
    </form>
  );
}
