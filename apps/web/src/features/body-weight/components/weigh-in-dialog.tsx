import type { WeighIn } from '@grandfit/shared/schemas/body-weight.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { useSaveWeighIn } from '../api/body-weight.ts';
import { checkWeighIn, weightText } from '../utils/weigh-in-form.ts';
import { DayValueDialog } from './day-value-dialog.tsx';

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
  const { user } = useAuth();
  const save = useSaveWeighIn();
  const startKg = editing?.weightKg ?? entries.at(-1)?.weightKg ?? settingsKg;
  return (
    <DayValueDialog
      noun="weigh-in"
      logTitle="Log weight"
      description="Weigh yourself at the same time each day, best in the morning before breakfast: the 7-day average shows the trend under the daily swings."
      fieldLabel={`Weight (${unit})`}
      date={date}
      startText={startKg === null ? '' : weightText(startKg, unit)}
      editingDate={editing?.date ?? null}
      today={today}
      check={(values) => checkWeighIn(values, unit, today)}
      replacesText={(day) => {
        const sameDay = entries.find((entry) => entry.date === day);
        return sameDay && `the ${weightText(sameDay.weightKg, unit)} ${unit} logged that day`;
      }}
      save={(day, weightKg, label) =>
        save.mutateAsync({ date: day, weightKg, userId: user?.id, label })
      }
      saving={save.isPending}
      onOpenChange={onOpenChange}
    />
  );
}
