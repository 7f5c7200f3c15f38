/**
 * docs/product.md#set-limits: weight min 0 (lb, step 2.5), reps 0-50, RIR 0-10. A timed exercise
 * counts seconds or minutes in the same field, where 50 would cut a 60-second hold short, so those
 * go up to 600. Kept free of zod so the active-workout screen can use it without the schema code.
 */
export const SET_LIMITS = {
  weight: { min: 0, max: 1500 },
  reps: { min: 0, max: 50 },
  duration: { min: 0, max: 600 },
  rir: { min: 0, max: 10 },
  setNumber: { min: 1, max: 20 },
  /** A set's exercise's place in its session: the plan's and those added after it. */
  exerciseIndex: { min: 0, max: 50 },
} as const;

export const WEIGHT_STEP_LB = 2.5;

/** The bounds of the reps field for an exercise counted in reps, seconds or minutes. */
export function repsLimitFor(unit: 'reps' | 'seconds' | 'minutes') {
  return unit === 'reps' ? SET_LIMITS.reps : SET_LIMITS.duration;
}
