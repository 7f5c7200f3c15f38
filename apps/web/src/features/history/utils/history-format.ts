import { WEIGHT_SIGN, type WeightRole } from '@grandfit/shared/domain/programme/weight-role.ts';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import { isWarmUp } from '@grandfit/shared/domain/warm-up.ts';
import {
  displayWeight,
  formatSetWeight,
  type WeightUnit,
} from '@grandfit/shared/domain/units/weight.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';

/** "1 h 05 min", "42 min", "under 1 min". */
export function formatSessionDuration(seconds: number | null): string {
  if (seconds === null) return 'Not finished';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

// Written out, not Intl: a page's first Intl call loads ICU's data (40-100 ms of main thread on a
// slow core), and History's rows are its first paint.
/** "Tue, Nov 4, 2025" from a journey date (YYYY-MM-DD, the user's calendar). */
export const formatHistoryDate = formatCalendarDay;

/** "12,345 lb" (a volume, rounded to whole units). */
export function formatVolume(volume: { value: number; unit: WeightUnit }): string {
  return `${formatGrouped(Math.round(volume.value))} ${volume.unit}`;
}

const AMOUNT_SUFFIX: Record<ExerciseUnit, string> = { reps: '', seconds: ' s', minutes: ' min' };

interface SetNumbers {
  weight: number | null;
  reps: number | null;
  rir: number | null;
  /** The RPE he logged in another app (decision 096): shown instead of the RIR it rounds to. */
  rpe?: number | null;
}

/** An RPE as he typed it: "8.5", "9" (to the hundredth, which no app goes past). */
export const formatRpe = (rpe: number) => String(Math.round(rpe * 100) / 100);

/**
 * A set as text in the user's unit: "100 kg × 5 @ 2 RIR", "100 kg × 5 @ RPE 8.5" (an RPE he
 * logged, decision 096), "35 lb × 30 s", "8 reps @ 1 RIR" (no load), "30 s"; by the weight's
 * `role`, "+10 kg × 8" for a load added to bodyweight reps (decision 080), "−20 kg × 8" for a
 * band's or a machine's help (decision 083). Weights convert from the unit the set was entered in.
 */
export function formatSetNumbers(
  set: SetNumbers,
  from: WeightUnit,
  to: WeightUnit,
  unit: ExerciseUnit,
  role: WeightRole = 'load',
): string {
  const amount =
    set.reps === null
      ? null
      : unit === 'reps' && !(set.weight && set.weight > 0)
        ? `${set.reps} reps`
        : `${set.reps}${AMOUNT_SUFFIX[unit]}`;
  const load =
    set.weight && set.weight > 0
      ? `${unit === 'reps' ? WEIGHT_SIGN[role] : ''}${formatSetWeight(set.weight, from, to)}`
      : null;
  const main = [load, amount].filter(Boolean).join(' × ') || '—';
  if (set.rpe !== undefined && set.rpe !== null) return `${main} @ RPE ${formatRpe(set.rpe)}`;
  return set.rir === null ? main : `${main} @ ${set.rir} RIR`;
}

/** The weight shown in an input, in the user's unit (100 kg stays 100; 100 kg in lb is 220.5). */
export function weightForInput(weight: number | null, from: WeightUnit, to: WeightUnit): string {
  return weight === null ? '' : String(displayWeight(weight, from, to));
}

/** "set 2", or "warm-up 1" (decision 051): a set as labels and titles name it. */
export const setName = (set: { setNumber: number; setType?: string }) =>
  `${isWarmUp(set) ? 'warm-up' : 'set'} ${set.setNumber}`;
