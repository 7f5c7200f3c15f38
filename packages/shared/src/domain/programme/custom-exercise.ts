/**
 * A user's own exercise seen as a library one (decision 038), so the coach, the set limits and
 * the workout screens need no second code path. What a custom exercise cannot know (a starting
 * load, form cues, a movement pattern the lifter did not give) is left empty rather than guessed.
 */
import type { CustomExerciseKind } from '../../schemas/workout-import.ts';
import type { Exercise, ExerciseCategory, ExerciseUnit, MovementPattern } from './types.ts';

/**
 * Custom exercises are stored in sets as `custom-<uuid>`. Here rather than in the schemas (which
 * re-export it): a module that builds schemas brings zod, and this one is on screens' first loads.
 */
export const CUSTOM_EXERCISE_PREFIX = 'custom-';
export const isCustomExerciseId = (id: string) => id.startsWith(CUSTOM_EXERCISE_PREFIX);

/** The longest name of a custom exercise, made by hand or by an import. */
export const CUSTOM_EXERCISE_NAME_MAX = 80;

export interface CustomExerciseLike {
  /** `custom-<uuid>`. */
  id: string;
  name: string;
  kind: CustomExerciseKind;
  restSeconds: number;
  /** The movement the lifter gave it (decision 064), if any. */
  pattern?: MovementPattern | null;
}

const UNIT: Record<CustomExerciseKind, ExerciseUnit> = {
  weighted: 'reps',
  bodyweight: 'reps',
  assisted: 'reps',
  timed: 'seconds',
  cardio: 'minutes',
};

// "machine" is the library's catch-all for loaded work that is neither a bar nor a bell: no bar
// minimum applies (the coach adds one for 'barbell' only) and it is never shown a plate calculator.
const CATEGORY: Record<CustomExerciseKind, ExerciseCategory> = {
  weighted: 'machine',
  bodyweight: 'bodyweight',
  assisted: 'bodyweight',
  timed: 'stability',
  cardio: 'cardio',
};

const PATTERN: Record<CustomExerciseKind, MovementPattern> = {
  weighted: 'core',
  bodyweight: 'core',
  assisted: 'core',
  timed: 'core',
  cardio: 'cardio',
};

export function customExerciseAsExercise(custom: CustomExerciseLike): Exercise {
  return {
    id: custom.id,
    name: custom.name,
    category: CATEGORY[custom.kind],
    // The coach sizes load steps by pattern. Without the lifter's, 'core' has no body region,
    // which gets the smaller (upper-body) steps: the cautious choice for a movement nobody
    // described. Cardio stays cardio whatever was said.
    pattern: custom.kind === 'cardio' ? 'cardio' : (custom.pattern ?? PATTERN[custom.kind]),
    unit: UNIT[custom.kind],
    loaded: custom.kind === 'weighted',
    ...(custom.kind === 'assisted' ? { assisted: true } : {}),
    startingWeightLb: 0,
    defaultSets: 3,
    restSeconds: custom.restSeconds,
    formCues: [],
  };
}

/** `custom-<uuid>` from a stored row's uuid, and back (null when the id is not a custom one). */
export const customExerciseId = (uuid: string) => `${CUSTOM_EXERCISE_PREFIX}${uuid}`;
export function customExerciseUuid(id: string): string | null {
  if (!id.startsWith(CUSTOM_EXERCISE_PREFIX)) return null;
  const uuid = id.slice(CUSTOM_EXERCISE_PREFIX.length);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid) ? uuid : null;
}
