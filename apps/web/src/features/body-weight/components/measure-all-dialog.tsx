import { useId, useState, type FormEvent } from 'react';
import {
  MEASUREMENT_KINDS,
  MEASUREMENT_LABELS,
  measurementUnit,
  type MeasurementKind,
} from '@grandfit/shared/domain/body-measurements.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { EditDialogFooter } from '../../../components/ui/delete-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField, INPUT_CLASSES, describedBy } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { formatDay, plural } from '../../../lib/format.ts';
import { useSaveMeasurement } from '../api/body-measurements.ts';
import { checkMeasureAll } from '../utils/measurement-form.ts';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';
import { DayField } from './day-field.tsx';

/**
 * A tape session in one form (decision 066): a day and every kind, the ones left empty left out.
 * Each filled kind is saved as its own dialog saves it (a reading of that day is replaced), in
 * the outbox without signal.
 */
export function MeasureAllDialog({
  units,
  today,
  onOpenChange,
}: {
  units: WeightUnit;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const save = useSaveMeasurement();
  const [date, setDate] = useState(today);
  const [typed, setTyped] = useState<Partial<Record<MeasurementKind, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const checked = checkMeasureAll({ date, typed }, MEASUREMENT_KINDS, units, today);
  const errors = submitted ? checked.errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const readings = checked.readings;
    if (readings === null) return;
    setSaving(true);
    try {
      let queued = false;
      // One after the other: each is its own idempotent write, so a retry resends only what failed.
      for (const { kind, value } of readings) {
        const label = `${MEASUREMENT_LABELS[kind]} of ${formatDay(date)}`;
        const result = await save.mutateAsync({ kind, date, value, userId: user?.id, label });
        queued ||= result.status === 'queued';
      }
      toast({
        title: `${plural(readings.length, 'measurement')} saved`,
        description: queued ? SAVED_OFFLINE : undefined,
      });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: "Couldn't save the measurements",
        description: (error as Error).message,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log measurements</DialogTitle>
          <DialogDescription>
            Fill in the ones you took; the others are left as they are. A measurement already logged
            that day is replaced.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DayField
            id={`${id}-date`}
            value={date}
            today={today}
            error={errors.date}
            onChange={setDate}
          />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {MEASUREMENT_KINDS.map((kind) => (
              <FormField
                key={kind}
                id={`${id}-${kind}`}
                label={`${MEASUREMENT_LABELS[kind]} (${measurementUnit(kind, units)})`}
                error={errors[kind]}
              >
                <input
                  id={`${id}-${kind}`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={typed[kind] ?? ''}
                  onChange={(event) => setTyped({ ...typed, [kind]: event.target.value })}
                  className={INPUT_CLASSES}
                  {...describedBy(`${id}-${kind}`, errors[kind])}
                />
              </FormField>
            ))}
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {errors.form}
            </p>
          ) : null}
          <EditDialogFooter
            onCancel={() => onOpenChange(false)}
            submitLabel={saving ? 'Saving...' : 'Save'}
            submitDisabled={saving}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
