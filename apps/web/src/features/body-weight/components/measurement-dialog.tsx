import {
  MEASUREMENT_LABELS,
  measurementUnit,
  shownMeasurement,
  type Measurement,
  type MeasurementKind,
} from '@grandfit/shared/domain/body-measurements.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { useSaveMeasurement } from '../api/body-measurements.ts';
import { checkMeasurement } from '../utils/measurement-form.ts';
import { DayValueDialog } from './day-value-dialog.tsx';

const HOW_TO_MEASURE: Record<MeasurementKind, string> = {
  waist:
    'Measure with a tape halfway between your lowest rib and the top of your hip bone, after breathing out normally, at the same time of day each time.',
  'body-fat':
    'The reading of your smart scale, caliper or scan. Use the same device each time: two methods can differ by several points.',
  hips: 'Measure around the widest part of your buttocks, feet together, with the tape level all the way round.',
  chest:
    'Measure around the fullest part of your chest, under the armpits, arms relaxed at your sides, after breathing out normally.',
  arm: 'Measure around the fullest part of your upper arm, always the same side and the same way, relaxed or flexed.',
  thigh:
    'Measure around the fullest part of your thigh, just below the buttock, standing on both feet; always the same side.',
  neck: "Measure just below the Adam's apple, looking straight ahead, with the tape level and not pulled tight.",
};

/**
 * Log a measurement (a waist, a body-fat reading, a girth), or change or delete one (decision
 * 066): a day (today unless changed) and a value in the kind's unit, starting from the latest.
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
  const { user } = useAuth();
  const save = useSaveMeasurement();
  const noun = MEASUREMENT_LABELS[kind].toLowerCase();
  const unit = measurementUnit(kind, units);
  const start = editing?.value ?? entries.at(-1)?.value;
  return (
    <DayValueDialog
      noun={noun}
      logTitle={`Log ${noun}`}
      description={HOW_TO_MEASURE[kind]}
      fieldLabel={`${MEASUREMENT_LABELS[kind]} (${unit})`}
      date={date}
      startText={start === undefined ? '' : String(shownMeasurement(kind, start, units))}
      editingDate={editing?.date ?? null}
      today={today}
      check={(values) => checkMeasurement(values, kind, units, today)}
      replacesText={(day) => {
        const sameDay = entries.find((entry) => entry.date === day);
        return (
          sameDay && `the ${shownMeasurement(kind, sameDay.value, units)} ${unit} logged that day`
        );
      }}
      save={(day, value, label) =>
        save.mutateAsync({ kind, date: day, value, userId: user?.id, label })
      }
      saving={save.isPending}
      onOpenChange={onOpenChange}
    />
  );
}
