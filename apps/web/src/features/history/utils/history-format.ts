import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import {
  displayWeight,
  formatSetWeight,
  type WeightUnit,
} from '@grandfit/shared/domain/units/weight.ts';

/** "1 h 05 min", "42 min", "under 1 min". */
export function formatSessionDuration(seconds: number | null): string {
  if (seconds === null) return 'Not finished';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

// Built once: `toLocaleDateString` and `toLocaleString` with options build a new formatter on
// every call, which for a screen of History rows was 17 ms of the first render's main thread.
const HISTORY_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "Tue 4 Nov 2025" from a journey date (YYYY-MM-DD, the user's calendar). */
export function formatHistoryDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return HISTORY_DATE.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** "12,345 lb" (a volume, rounded to whole units). */
export function formatVolume(volume: { value: number; unit: WeightUnit }): string {
  return `${WHOLE_NUMBER.format(Math.round(volume.value))} ${volume.unit}`;
}

const AMOUNT_SUFFIX: Record<ExerciseUnit, string> = { reps: '', seconds: ' s', minutes: ' min' };

interface SetNumbers {
  weight: number | null;
  reps: number | null;
  rir: number | null;
}

/**
 * A set as text in the user's unit: "100 kg × 5 @ 2 RIR", "35 lb × 30 s", "8 reps @ 1 RIR" (no
 * load), "30 s". Weights convert from the unit the set was entered in.
 */
export function formatSetNumbers(
  set: SetNumbers,
  from: WeightUnit,
  to: WeightUnit,
  unit: ExerciseUnit,
): string {
  const amount =
    set.reps === null
      ? null
      : unit === 'reps' && !(set.weight && set.weight > 0)
        ? `${set.reps} reps`
        : `${set.reps}${AMOUNT_SUFFIX[unit]}`;
  const load = set.weight && set.weight > 0 ? formatSetWeight(set.weight, from, to) : null;
  const main = [load, amount].filter(Boolean).join(' × ') || '—';
  return set.rir === null ? main : `${main} @ ${set.rir} RIR`;
}

/** The weight shown in an input, in the user's unit (100 kg stays 100; 100 kg in lb is 220.5). */
export function weightForInput(weight: number | null, from: WeightUnit, to: WeightUnit): string {
  return weight === null ? '' : String(displayWeight(weight, from, to));
}
