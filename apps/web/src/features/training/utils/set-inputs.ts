import { SET_LIMITS, repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';

/*
 * The set inputs of the active workout (docs/product.md#set-limits: weight min 0 step 2.5, reps 0
 * to 50, RIR 0 to 10; docs/product.md#active-workout: defaults weight 35, reps 12, RIR 2). The
 * defaults give way to what the plan says, because a prescribed 10 reps at 25 lb is a better first
 * guess than 12 at 35.
 */

export const SET_DEFAULTS = { weight: 35, reps: 12, rir: 2 } as const;

export { SET_LIMITS, repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
export { WEIGHT_STEP_LB as WEIGHT_STEP } from '@grandfit/shared/domain/set-limits.ts';

export type SetExercise = Pick<
  WorkoutExercise,
  'targetWeight' | 'targetReps' | 'targetRir' | 'unit' | 'loaded' | 'assisted'
>;

export interface SetValues {
  /** In the user's unit; 0 for an unloaded exercise. */
  weight: number;
  /** Reps, or seconds or minutes for a timed exercise. */
  reps: number;
  /** Only for exercises counted in reps: "reps in reserve" means nothing for a hold or a ride. */
  rir: number | null;
}

/** The raw text of the inputs, so a field can be empty while it is being typed in. */
export interface SetDraft {
  weight: string;
  reps: string;
  rir: string;
}

/**
 * Whether the exercise takes a weight: the plan gives it one, the coach recommends one, or it is
 * a loaded exercise the coach has no load for yet (a new custom lift, decision 038). Only those
 * show the weight input and the weight card.
 */
export function isLoadedExercise(exercise: SetExercise, recommendedWeight?: number): boolean {
  return exercise.loaded === true || exercise.targetWeight > 0 || (recommendedWeight ?? 0) > 0;
}

export const tracksRir = (exercise: SetExercise) => exercise.unit === 'reps';

/**
 * Bodyweight work counted in reps (pull-ups, dips, push-ups; a custom bodyweight exercise) takes
 * an optional load added to the body: a belt, a vest (decision 080). A loaded exercise's weight
 * is its load, never an addition; an assisted one's is help.
 */
export const takesAddedWeight = (
  exercise: Pick<SetExercise, 'unit' | 'assisted'>,
  loaded: boolean,
) => !loaded && exercise.unit === 'reps' && exercise.assisted !== true;

/**
 * Assisted work (a band, the assisted machine: decision 083) always asks for its help, as a
 * loaded lift asks for its load; 0 is a rep with no help.
 */
export const takesAssistance = (
  exercise: Pick<SetExercise, 'unit' | 'assisted'>,
  loaded: boolean,
) => !loaded && exercise.unit === 'reps' && exercise.assisted === true;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The load he added to bodyweight work last time (decision 080), or the help he had on assisted
 * work (decision 083), for a session's sets before any of their own: last time's set of the same
 * number, or its last set past its count. Only the weight: reps and RIR are the plan's. None when
 * that set had none.
 */
export function lastTimeLoad(
  sets: readonly { weight: number | null; weightUnit: WeightUnit }[] | undefined,
  setNumber: number,
): { weight: number; weightUnit: WeightUnit; reps: null; rir: null } | undefined {
  const set = sets?.[setNumber - 1] ?? sets?.at(-1);
  if (!set?.weight || set.weight <= 0) return undefined;
  return { weight: set.weight, weightUnit: set.weightUnit, reps: null, rir: null };
}

/**
 * What the inputs start at for a set. Set 1 takes the coach's weight when there is one
 * (docs/product.md#active-workout: "When a recommendation arrives during set 1 it fills the weight
 * field"), else the plan's. A later set starts from what the user did in the set before.
 */
export function initialSetValues(
  exercise: SetExercise,
  options: {
    recommendedWeight?: number;
    previous?: { weight: number | null; reps: number | null; rir: number | null };
  } = {},
): SetValues {
  const { recommendedWeight = 0, previous } = options;
  const loaded = isLoadedExercise(exercise, recommendedWeight);

  // Loaded means the plan or the coach gives a weight, so the default 35
  // (docs/product.md#active-workout) is only where − / + start from on an empty field.
  // Bodyweight work keeps the load added in the set before (decision 080), assisted work its help
  // (decision 083): none by default.
  const weight = loaded
    ? (previous?.weight ?? (recommendedWeight > 0 ? recommendedWeight : exercise.targetWeight))
    : takesAddedWeight(exercise, loaded) || takesAssistance(exercise, loaded)
      ? (previous?.weight ?? 0)
      : 0;

  const plannedReps = exercise.targetReps > 0 ? exercise.targetReps : SET_DEFAULTS.reps;
  const repsLimit = repsLimitFor(exercise.unit);
  const reps = clamp(previous?.reps ?? plannedReps, repsLimit.min, repsLimit.max);

  const rir = tracksRir(exercise)
    ? clamp(
        previous?.rir ?? exercise.targetRir ?? SET_DEFAULTS.rir,
        SET_LIMITS.rir.min,
        SET_LIMITS.rir.max,
      )
    : null;

  return { weight, reps, rir };
}

/** 37.5 -> "37.5", 35 -> "35", without floating-point noise (0.1 + 0.2). */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function toDraft(values: SetValues): SetDraft {
  return {
    weight: formatNumber(values.weight),
    reps: formatNumber(values.reps),
    rir: values.rir === null ? '' : formatNumber(values.rir),
  };
}

/** Field names as the user reads them, by unit. */
export function repsLabel(exercise: Pick<WorkoutExercise, 'unit'>): string {
  return { reps: 'Reps', seconds: 'Seconds', minutes: 'Minutes' }[exercise.unit];
}

export type SetDraftErrors = Partial<Record<keyof SetDraft, string>>;

export type ParsedSetDraft =
  { ok: true; values: SetValues } | { ok: false; errors: SetDraftErrors };

const parseNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Checks the inputs against docs/product.md#set-limits before a set is logged. */
export function parseSetDraft(
  draft: SetDraft,
  exercise: SetExercise,
  options: { loaded: boolean; unit?: string },
): ParsedSetDraft {
  const unit = options.unit ?? 'lb';
  const errors: SetDraftErrors = {};

  let weight = 0;
  if (options.loaded) {
    weight = parseNumber(draft.weight);
    if (!Number.isFinite(weight) || weight < SET_LIMITS.weight.min) {
      errors.weight = `Enter a weight of 0 ${unit} or more`;
    } else if (weight > SET_LIMITS.weight.max) {
      errors.weight = `Enter a weight of at most ${SET_LIMITS.weight.max} ${unit}`;
    }
  }

  const reps = parseNumber(draft.reps);
  const repsLimit = repsLimitFor(exercise.unit);
  if (!Number.isInteger(reps) || reps < repsLimit.min || reps > repsLimit.max) {
    errors.reps = `${repsLabel(exercise)} must be a whole number from ${repsLimit.min} to ${repsLimit.max}`;
  }

  let rir: number | null = null;
  if (tracksRir(exercise)) {
    rir = parseNumber(draft.rir);
    if (!Number.isInteger(rir) || rir < SET_LIMITS.rir.min || rir > SET_LIMITS.rir.max) {
      errors.rir = `RIR must be a whole number from ${SET_LIMITS.rir.min} to ${SET_LIMITS.rir.max}`;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { weight, reps, rir } };
}

/** A warm-up's weight and reps, checked as a set's are; its effort is not asked (decision 051). */
export function parseWarmUpDraft(
  draft: SetDraft,
  exercise: SetExercise,
  options: { loaded: boolean; unit?: string },
): ParsedSetDraft {
  const parsed = parseSetDraft({ ...draft, rir: '0' }, exercise, options);
  return parsed.ok ? { ok: true, values: { ...parsed.values, rir: null } } : parsed;
}

/**
 * The − / + buttons: one step from what is typed (or from `fallback` when the field is empty or
 * not a number), kept inside the limits.
 */
export function stepDraftValue(
  text: string,
  delta: number,
  limits: { min: number; max: number },
  fallback: number,
): string {
  const current = parseNumber(text);
  const base = Number.isFinite(current) ? current : fallback;
  return formatNumber(clamp(base + delta, limits.min, limits.max));
}

/**
 * The target line under the set dots: "Target: 3 × 10 @ 35 lb, RIR 2", "Target: 2 × 30 s per side",
 * "Target: 1 × 30 min".
 */
export function formatTargetLine(
  exercise: SetExercise &
    Pick<WorkoutExercise, 'perSide'> &
    Partial<Pick<WorkoutExercise, 'weightUnit'>>,
  sets: number,
): string {
  const amount =
    exercise.unit === 'reps'
      ? String(exercise.targetReps)
      : `${exercise.targetReps} ${exercise.unit === 'seconds' ? 's' : 'min'}`;
  const side = exercise.perSide ? ' per side' : '';
  const weight =
    exercise.targetWeight > 0
      ? ` @ ${formatNumber(exercise.targetWeight)} ${exercise.weightUnit ?? 'lb'}`
      : '';
  const rir =
    tracksRir(exercise) && exercise.targetRir !== null ? `, RIR ${exercise.targetRir}` : '';
  return `Target: ${sets} × ${amount}${side}${weight}${rir}`;
}
