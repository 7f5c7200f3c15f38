import type { ExerciseUnit } from './types.ts';

/**
 * What a set's weight means: the load lifted; for bodyweight work, a load added to the body (a
 * belt, a vest: "+10 kg", decision 080); for assisted work, the help of a band or the assisted
 * machine ("−20 kg", decision 083). Timed and cardio work's weight is always a load held.
 */
export type WeightRole = 'load' | 'added' | 'assistance';

export function weightRoleOf(exercise: {
  unit: ExerciseUnit;
  loaded?: boolean;
  assisted?: boolean;
}): WeightRole {
  if (exercise.unit !== 'reps' || exercise.loaded === true) return 'load';
  return exercise.assisted === true ? 'assistance' : 'added';
}

/** Written before a weight: "+10 kg" added, "−20 kg" of help (a minus sign, not a hyphen). */
export const WEIGHT_SIGN: Readonly<Record<WeightRole, string>> = {
  load: '',
  added: '+',
  assistance: '−',
};

/** The weight field's name: what he types in it. */
export const WEIGHT_FIELD_LABEL: Readonly<Record<WeightRole, string>> = {
  load: 'Weight',
  added: 'Added weight',
  assistance: 'Assistance',
};
