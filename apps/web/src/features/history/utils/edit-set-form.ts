import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import { repsLimitFor, SET_LIMITS } from '@grandfit/shared/domain/set-limits.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { SET_NOTE_MAX } from '@grandfit/shared/domain/session-notes.ts';
import type { UpdateSet } from '@grandfit/shared/schemas/history.ts';

/** What the dialog edits: a logged set, with the unit its weight was entered in. */
export interface EditableSet {
  clientId: string;
  setNumber: number;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  rir: number | null;
  /** 'warmup', 'drop' or 'failure'; absent or 'normal' for a working set. */
  setType?: string;
  /** The RPE he logged (an import, decision 096); a RIR other than its rounding replaces it. */
  rpe?: number | null;
  /** Its note (decision 096); absent where the dialog does not edit it. */
  note?: string | null;
}

export interface EditSetDraft {
  weight: string;
  reps: string;
  rir: string;
}

export type EditSetErrors = Partial<Record<keyof EditSetDraft | 'note', string>>;

const REPS_LABEL: Record<ExerciseUnit, string> = {
  reps: 'Reps',
  seconds: 'Seconds',
  minutes: 'Minutes',
};
export const repsFieldLabel = (unit: ExerciseUnit) => REPS_LABEL[unit];

function number(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * The dialog's text as a set correction in the user's unit, with the same limits as logging
 * (docs/product.md#set-limits): weight 0-1500, reps 0-50 (600 for timed work), RIR 0-10 (empty for
 * none); and, when the dialog edits it, the note, at most SET_NOTE_MAX characters once trimmed
 * (empty clears it), as updateSetSchema takes it.
 */
export function parseEditSet(
  draft: EditSetDraft,
  unit: ExerciseUnit,
  weightUnit: WeightUnit,
  note?: string,
): { values: UpdateSet } | { errors: EditSetErrors } {
  const errors: EditSetErrors = {};
  const weight = number(draft.weight) ?? 0;
  if (Number.isNaN(weight)) errors.weight = 'Enter a number';
  else if (weight < SET_LIMITS.weight.min) errors.weight = 'Weight must not be negative';
  else if (weight > SET_LIMITS.weight.max) {
    errors.weight = `Weight must be at most ${SET_LIMITS.weight.max}`;
  }
  const reps = number(draft.reps);
  const limit = repsLimitFor(unit);
  if (reps === null || Number.isNaN(reps)) errors.reps = 'Enter a number';
  else if (!Number.isInteger(reps)) errors.reps = 'Use a whole number';
  else if (reps < limit.min || reps > limit.max) {
    errors.reps = `Between ${limit.min} and ${limit.max}`;
  }
  const rir = number(draft.rir);
  if (rir !== null) {
    if (Number.isNaN(rir) || !Number.isInteger(rir)) errors.rir = 'Use a whole number';
    else if (rir < SET_LIMITS.rir.min || rir > SET_LIMITS.rir.max) {
      errors.rir = `Between ${SET_LIMITS.rir.min} and ${SET_LIMITS.rir.max}`;
    }
  }
  const trimmedNote = note?.trim();
  if (trimmedNote !== undefined && trimmedNote.length > SET_NOTE_MAX) {
    errors.note = `At most ${SET_NOTE_MAX} characters`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const values: UpdateSet = { weight, weightUnit, reps: reps ?? 0, rir };
  if (trimmedNote !== undefined) values.note = trimmedNote;
  return { values };
}
